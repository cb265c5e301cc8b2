import type { FakeOpenAiBehaviour } from "../../support/fake-openai";

/** Tells the fake model server (started by global setup) how to answer the next runs. */
export async function steerModel(behaviour: Partial<FakeOpenAiBehaviour>): Promise<void> {
  const url = process.env.E2E_MODEL_CONTROL;
  if (!url) throw new Error("E2E_MODEL_CONTROL is not set (global setup did not run)");
  const res = await fetch(url, { method: "POST", body: JSON.stringify(behaviour) });
  if (!res.ok) throw new Error(`fake model control failed: ${res.status}`);
}
