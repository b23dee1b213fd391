// The header's toggles as buttons (overrides/partials/header.html, palette.html; Material draws them as
// labels of hidden inputs, which the keyboard cannot reach): each button names in data-md-for the input it
// toggles, and a click on it (a pointer, Enter or Space) clicks that input; Material follows its change.
// - the colour scheme: the toggle touched is hidden as the scheme changes, the focus goes to the one shown;
// - the navigation, where it is a drawer (its links are out of the tab order while it is closed,
//   cards.css): the focus goes to its first link; Escape closes it and gives the focus back to the button;
// - search, on narrow screens (the field is out of the tab order while search is closed): the field gets
//   the focus.
// Listened for on the document (the header stays across instant navigation).
const TOGGLE = ".md-header [data-md-for]";

function shownToggle(form) {
  return [...form.querySelectorAll("[data-md-for]")].find((button) => !button.hidden) || null;
}

function after(work) {
  requestAnimationFrame(() => requestAnimationFrame(work));
}

document.addEventListener("click", (event) => {
  const button = event.target instanceof Element ? event.target.closest(TOGGLE) : null;
  const input = button && document.getElementById(button.dataset.mdFor);
  if (!input) return;
  input.click();
  const form = button.closest('[data-md-component="palette"]');
  if (form) {
    const next = shownToggle(form);
    if (next && next !== button) next.focus();
  } else if (input.id === "__drawer" && input.checked) {
    after(() => {
      const first = document.querySelector(".md-sidebar--primary a[href]");
      if (first) first.focus();
    });
  } else if (input.id === "__search" && input.checked) {
    after(() => {
      const field = document.querySelector(".md-search__input");
      if (field && document.activeElement !== field) field.focus();
    });
  }
});

document.addEventListener("keydown", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  // Material switches the scheme on Enter anywhere in the palette's form: the button's own click does it
  if (event.key === "Enter" && target && target.closest('[data-md-component="palette"] [data-md-for]')) {
    event.stopPropagation();
    return;
  }
  const drawer = document.getElementById("__drawer");
  const menu = document.querySelector('.md-header [data-md-for="__drawer"]');
  if (event.key === "Escape" && drawer && drawer.checked && menu && getComputedStyle(menu).display !== "none") {
    drawer.click();
    menu.focus();
  }
}, true);
