const MAX_SHOWN = 60;

/** Shows a bad value in a warning without flooding the console: quoted, escaped and cut to 60 characters. */
export function describeValue(value: unknown): string {
  const text = typeof value === 'string' ? value : String(value);
  return JSON.stringify(text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);
}
