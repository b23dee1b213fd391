// What the pure models read back from localStorage: a stored string is ours only if it parses to a plain
// object; anything else (null, a syntax error, an array, a number) is nothing, never a crash.

export function storedObject(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  return data && typeof data === "object" && !Array.isArray(data) ? data : null;
}

// A whole number from `low` to `high`, both included.
export const whole = (value, low, high) => Number.isInteger(value) && value >= low && value <= high;

// A finite number from `low` to `high`, both included.
export const finite = (value, low, high) => typeof value === "number" && Number.isFinite(value) && value >= low && value <= high;
