/** Reads the function test screen's body text: it must be one JSON object (blank means {}). */
export type ParsedJsonBody = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

export function parseJsonBody(text: string): ParsedJsonBody {
  if (text.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'it could not be read';
    return { ok: false, error: `The body is not valid JSON: ${detail}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: 'The body must be a JSON object, like {"roles": ["yes_staff"]}.' };
  }
  return { ok: true, value: value as Record<string, unknown> };
}
