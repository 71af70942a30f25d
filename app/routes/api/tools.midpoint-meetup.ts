export const action = () => Response.json({ error: "Not available yet" }, { status: 501 });
