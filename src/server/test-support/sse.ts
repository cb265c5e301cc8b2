/** Parses a whole text/event-stream body into its events (test helper for the run endpoint). */
export type SseEvent = { event: string; data: unknown };

export function parseSse(body: string): SseEvent[] {
  return body
    .split(/\n\n/)
    .map((block) => {
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event:")) event = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
      }
      return data.length ? { event, data: JSON.parse(data.join("\n")) } : null;
    })
    .filter((e): e is SseEvent => e !== null);
}
