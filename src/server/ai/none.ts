import { type AiProvider, unavailability } from "./types";

/** AI_PROVIDER=none: every generative run is refused with how to configure a model. */
export function createNoProvider(): AiProvider {
  const status = { provider: "none", state: "unavailable", model: null } as const;
  return {
    name: "none",
    status: () => status,
    // biome-ignore lint/correctness/useYield: refusing is the whole behaviour of this provider
    async *streamText() {
      throw unavailability(status);
    },
    async generateObject() {
      throw unavailability(status);
    },
  };
}
