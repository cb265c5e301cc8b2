/** What a run says while it waits its turn on the server (a burst); nothing is charged meanwhile. */
export const WAITING_LABEL = "Waiting for a free slot…";
