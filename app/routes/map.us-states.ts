import { fileDoor } from "~/http/file-door.server";
import { stateOutlinesCase } from "~/use-cases/search.server";

/** GET /map/us-states.svg[?zoom=2|4] — the range map's state outlines, cached by browsers for a day. */
export const loader = fileDoor(stateOutlinesCase, { cache: "public, max-age=86400" });
