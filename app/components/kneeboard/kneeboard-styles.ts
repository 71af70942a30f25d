import href from "./kneeboard.css?url";

/** The kneeboard card's own style sheet, for the `links` of the routes that show cards. */
export const kneeboardStyles = () => [{ rel: "stylesheet", href }];
