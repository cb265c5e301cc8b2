/** An app the user let act for them over OAuth (an MCP client such as Claude), as the Developer page lists it. */
export type ConnectedApp = {
  clientId: string;
  name: string;
  /** Where the app receives its answers: the host people recognise it by. */
  redirectHost: string | null;
  connectedAt: string;
  lastUsedAt: string | null;
};
