import type { ApiError as ApiErrorBody } from "@shared/api";

/** A refused API call, carrying the server's `{error: {code, title, message}}` so screens can show its words. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    message: string,
    /** Where a refused form's problem is (`["terms", 3, "avoid"]`), when the server says. */
    readonly path?: readonly (string | number)[],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === "object" && body !== null && "error" in body && typeof body.error === "object";
}

/** Typed fetch against our JSON API (same origin, cookies included). Throws ApiError on any non-2xx. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  headers.set("accept", "application/json");
  const response = await fetch(path, { ...init, headers, credentials: "same-origin" });
  if (!response.ok) throw await errorFromResponse(response);
  return (await response.json().catch(() => null)) as T;
}

/** The ApiError for a refused response: the server's own words when it sent them. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorBody(body)) {
    const { code, title, message } = body.error;
    const path = (body.error as { path?: unknown }).path;
    const fieldPath = Array.isArray(path) && path.every((p) => typeof p === "string" || typeof p === "number");
    return new ApiError(response.status, code, title, message, fieldPath ? path : undefined);
  }
  return new ApiError(response.status, "HTTP_ERROR", "Error", `Request failed (${response.status}).`);
}

/** The server's own words for a refused request, or a plain fallback (shown under a failure title). */
export function reasonOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return "Please check your connection and try again.";
}
