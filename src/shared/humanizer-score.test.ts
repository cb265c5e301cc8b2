import { describe, expect, it } from "vitest";
import { humanScore, scoreLabel } from "./humanizer-score";

const robotic =
  "It is important to note that AI is useful. Furthermore, AI is useful for work. Moreover, AI is useful for work and life. In conclusion, AI is useful for work and life.";
const human =
  "I didn't expect much. Then the storm hit, the lights died, and we spent the whole night telling stories by candlelight while the neighbour's dog howled at every thunderclap. Best evening in years? Probably.";

describe("humanScore", () => {
  it("is deterministic: the same text always gets the same score", () => {
    expect(humanScore(human)).toEqual(humanScore(human));
  });

  it("scores varied, fresh writing above repetitive stock phrasing", () => {
    const low = humanScore(robotic);
    const high = humanScore(human);
    expect(high.score).toBeGreaterThan(low.score);
    expect(high.label).toBe("Highly Human");
    expect(low.label).toBe("Needs Improvement");
    expect(low.factors.find((f) => f.name === "No stock phrases")?.detail).toContain('"furthermore"');
  });

  it("shows what the score is made of, and the parts add up", () => {
    const result = humanScore(human);
    expect(result.factors.map((f) => f.name)).toEqual([
      "Sentence rhythm",
      "Vocabulary variety",
      "Fresh phrasing",
      "No stock phrases",
    ]);
    expect(result.factors.reduce((s, f) => s + f.points, 0)).toBe(result.score);
    expect(result.factors.reduce((s, f) => s + f.max, 0)).toBe(100);
  });

  it("labels a score Highly Human from 80, Moderately Human from 60, else Needs Improvement", () => {
    expect(scoreLabel(80)).toBe("Highly Human");
    expect(scoreLabel(79)).toBe("Moderately Human");
    expect(scoreLabel(60)).toBe("Moderately Human");
    expect(scoreLabel(59)).toBe("Needs Improvement");
    expect(humanScore("").score).toBe(0);
  });
});
