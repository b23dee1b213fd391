// The workbench's deal editor: start from the seed, or give some hands to some seats (the others dealt
// from the seed), choose who plays first and, in Kachuful, which deal of the program. The page only
// collects what was typed: the engine decides whether the rules can produce that deal, and says why not.
import { fill, make, seatLabel } from "../dom.js";

// The seats' names, in order (engine/play.py SEAT_NAMES): the first `count` of them sit at the table.
const SEATS = "ABCDEFGH"; // i18n-ignore

export function seatNames(count) {
  return SEATS.slice(0, count).split("");
}

export function dealEditor({ config, msg, labelled, id }) {
  const mode = make("fieldset", "workbench__mode");
  mode.append(make("legend", null, msg.msgMode));
  const radios = {};
  for (const [value, text] of [["seed", msg.msgModeSeed], ["edit", msg.msgModeEdit]]) {
    const radio = make("input");
    radio.type = "radio";
    radio.name = id("mode");
    radio.value = value;
    radio.id = id(`mode-${value}`);
    radio.checked = value === "seed";
    const label = make("label", null, text);
    label.htmlFor = radio.id;
    const wrap = make("span", "workbench__choice");
    wrap.append(radio, " ", label);
    mode.append(wrap, " ");
    radios[value] = radio;
  }
  const box = make("fieldset", "workbench__edit");
  box.append(make("legend", null, msg.msgModeEdit));
  const note = make("p", "workbench__note", msg.msgEditNote);
  note.id = id("edit-note");
  const hands = make("div", "workbench__hands");
  const first = make("select");
  first.name = "first";
  const extra = make("div", "workbench__row");
  extra.append(labelled(msg.msgFirst, first));
  let deal = null;
  if (config.deals) {
    deal = make("input");
    deal.name = "deal";
    deal.type = "number";
    deal.min = "1";
    deal.step = "1";
    deal.inputMode = "numeric";
    deal.value = "1";
    extra.append(labelled(msg.msgDealNumber, deal));
  }
  box.append(note, hands, extra);
  box.hidden = true;
  const inputs = {};

  function seats(count) {
    const names = seatNames(count);
    hands.replaceChildren();
    for (const seat of names) {
      const input = inputs[seat] || make("input");
      input.name = `hand-${seat}`;
      input.type = "text";
      input.autocomplete = "off";
      input.spellcheck = false;
      input.setAttribute("aria-describedby", note.id);
      inputs[seat] = input;
      const row = make("div", "workbench__hand");
      row.append(labelled(fill(msg.msgHandOf, { seat }), input));
      hands.append(row);
    }
    const chosen = first.value;
    first.replaceChildren();
    for (const seat of names) {
      const option = make("option", null, seatLabel(seat));
      option.value = seat;
      first.append(option);
    }
    first.value = names.includes(chosen) ? chosen : names[0];
  }

  function editing() {
    return radios.edit.checked;
  }

  for (const radio of Object.values(radios)) {
    radio.addEventListener("change", () => {
      box.hidden = !editing();
    });
  }

  return {
    elements: [mode, box],
    controls: () => [...Object.values(radios), first, ...(deal ? [deal] : []), ...Object.values(inputs)],
    seats,
    // The edited deal as the engine reads it, or null when starting from the seed.
    value(count) {
      if (!editing()) return null;
      const given = {};
      for (const seat of seatNames(count)) {
        const text = (inputs[seat] && inputs[seat].value.trim()) || "";
        if (text) given[seat] = text;
      }
      const setup = { hands: given, first: first.value };
      if (deal) {
        const number = Number(deal.value);
        setup.deal = Number.isInteger(number) && number > 0 ? number : 0;
      }
      return setup;
    },
    // Shows an edited deal (one restored from a share link) in the fields.
    show(setup, count) {
      seats(count);
      radios[setup ? "edit" : "seed"].checked = true;
      box.hidden = !setup;
      if (!setup) return;
      for (const seat of seatNames(count)) inputs[seat].value = (setup.hands || {})[seat] || "";
      first.value = setup.first || SEATS[0];
      if (deal) deal.value = String(setup.deal || 1);
    },
  };
}
