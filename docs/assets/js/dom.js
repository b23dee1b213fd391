// Small DOM helpers shared by the widgets (text only: never markup from data).

// Fills the {named} placeholders of a translated message; unknown names stay as they are.
export function fill(template, values) {
  return String(template ?? "").replace(/\{(\w+)\}/g, (all, key) => (key in values ? String(values[key]) : all));
}

export function make(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

// The seed typed in `input` (a whole number from 0 to `max`), or null after marking the field invalid,
// saying why in `status` and giving it the focus.
export function readSeed(input, max, status, message) {
  const text = input.value.trim();
  if (!/^\d{1,9}$/.test(text) || Number(text) > max) {
    input.setAttribute("aria-invalid", "true");
    status.textContent = fill(message, { max });
    input.focus();
    return null;
  }
  input.removeAttribute("aria-invalid");
  return Number(text);
}
