/**
 * POST for the public forms (contact, newsletter). Their endpoints answer `{success: true, ...}`,
 * `{success: false, error: "text"}` or the API's `{error: {code, title, message}}`; this returns
 * the body on success and throws an Error carrying the server's words otherwise.
 */
export async function postPublicForm<T extends { success?: boolean }>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new Error("Could not reach the server. Check your connection and try again.");
  }
  const data = (await response.json().catch(() => null)) as (T & { error?: unknown }) | null;
  if (response.ok && data?.success === true) return data;
  const error = data?.error;
  if (typeof error === "string" && error) throw new Error(error);
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") {
    throw new Error(error.message);
  }
  throw new Error(`Request failed (${response.status}).`);
}
