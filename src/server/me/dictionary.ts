import {
  DICTIONARY_MAX_WORDS,
  type DictionaryWords,
  dictionarySet,
  dictionaryWordSchema,
  withoutDictionaryWords,
} from "@shared/dictionary";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../db/client";
import { dictionaryWords, users } from "../db/schema";
import { apiError, validationError } from "../http/errors";
import type { AppEnv } from "../http/session";

/** A user's dictionary words, oldest first. */
export async function readDictionary(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ word: dictionaryWords.word })
    .from(dictionaryWords)
    .where(eq(dictionaryWords.userId, userId))
    .orderBy(asc(dictionaryWords.createdAt), asc(dictionaryWords.word));
  return rows.map((r) => r.word);
}

/** Rule-based findings without the spelling problems the user's dictionary accepts. */
export async function withoutUsersWords<T extends { type: string; text: string }>(
  db: Db,
  userId: string,
  issues: T[],
): Promise<T[]> {
  if (!issues.some((i) => i.type === "spelling")) return issues;
  return withoutDictionaryWords(issues, dictionarySet(await readDictionary(db, userId)));
}

const sameWord = (userId: string, word: string) =>
  and(eq(dictionaryWords.userId, userId), sql`lower(${dictionaryWords.word}) = lower(${word})`);

/**
 * /api/me/dictionary: the personal dictionary. Words are kept as typed and compared without letter
 * case; adding a word already there changes nothing.
 */
export function dictionaryRoutes(db: Db) {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => c.json({ words: await readDictionary(db, c.get("user").id) } satisfies DictionaryWords));

  app.post("/", async (c) => {
    const parsed = dictionaryWordSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    const userId = c.get("user").id;
    const { word } = parsed.data;
    const refused = await db.transaction(async (tx) => {
      // One writer per user at a time, so two additions cannot both pass the limit.
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
      if ((await tx.select({ n: count() }).from(dictionaryWords).where(sameWord(userId, word))).at(0)?.n) return false;
      const [{ n }] = await tx.select({ n: count() }).from(dictionaryWords).where(eq(dictionaryWords.userId, userId));
      if (n >= DICTIONARY_MAX_WORDS) return true;
      await tx.insert(dictionaryWords).values({ userId, word }).onConflictDoNothing();
      return false;
    });
    if (refused) {
      return apiError(
        c,
        400,
        "DICTIONARY_FULL",
        "Dictionary full",
        `Your dictionary has ${DICTIONARY_MAX_WORDS.toLocaleString("en-US")} words, the most it can hold. Remove a word to add another.`,
      );
    }
    return c.json({ words: await readDictionary(db, userId) } satisfies DictionaryWords);
  });

  app.delete("/:word", async (c) => {
    const userId = c.get("user").id;
    await db.delete(dictionaryWords).where(sameWord(userId, c.req.param("word")));
    return c.json({ words: await readDictionary(db, userId) } satisfies DictionaryWords);
  });

  return app;
}
