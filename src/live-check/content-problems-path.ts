/** Where the development server streams the content's problems (server-sent events). */
export const CONTENT_PROBLEMS_PATH = "/__content-problems";
