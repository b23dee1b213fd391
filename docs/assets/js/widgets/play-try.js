// A game's form to try any move beside the table (Go Fish's "try any ask"): a closed disclosure with a
// select per field of the move and a button; the rules judge the move sent (a refusal says why and
// changes nothing). The texts and the moves are the engine's (config.try, try-moves.js).
import { make, seatLabel } from "../dom.js";
import { choice, labelled } from "./session.js";
import { chosen, offered } from "./try-moves.js";

export function tryForm(form, id, onTry) {
  const details = make("details", "play__try-more");
  details.append(make("summary", null, form.title));
  const box = make("fieldset", "play__try");
  box.append(make("legend", null, form.title), make("p", "play__note", form.note));
  const row = make("div", "play__try-row");
  const selects = {};
  for (const field of form.fields) {
    const select = choice(id(`try-${field.name}`), `try-${field.name}`, [], null);
    const label = make("label", null, field.label);
    label.htmlFor = select.id;
    row.append(labelled(label, select));
    selects[field.name] = select;
  }
  const button = make("button", "md-button play__try-button", form.button);
  button.type = "button";
  row.append(button);
  box.append(row);
  details.append(box);
  details.hidden = true;
  let shown = offered(form, []);

  button.addEventListener("click", () => {
    const values = Object.fromEntries(Object.entries(selects).map(([name, select]) => [name, select.value]));
    const move = chosen(shown.moves, shown.fields, values);
    if (move) onTry(move);
  });

  return {
    element: details,
    // A new game at a table of `seats`: the values offered there (seats by their names).
    deal(seats) {
      shown = offered(form, seats);
      for (const field of shown.fields) {
        const select = selects[field.name];
        select.replaceChildren(...field.values.map((value) => {
          const option = make("option", null, field.seat ? seatLabel(value) : value);
          option.value = value;
          return option;
        }));
      }
    },
    // Offered while the game goes on.
    show(playing) {
      details.hidden = !playing;
    },
  };
}
