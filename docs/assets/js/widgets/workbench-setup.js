// The workbench's controls above the table: the deal (players, seed, the deal editor, the rule
// switches) and who plays each seat (the reader or the computer at a level), the computer's buttons,
// the seat's view and memory training. Elements only (createElement + textContent): the page wires them.
import { fill, make, seatLabel, seedInput } from "../dom.js";
import { dealEditor } from "./workbench-deal.js";

export function button(className, text) {
  const node = make("button", `md-button ${className || ""}`.trim(), text);
  node.type = "button";
  return node;
}

function camel(name) {
  return name.replace(/[_-](\w)/g, (all, c) => c.toUpperCase());
}

// A control with its label (ids from `id`), and a titled section.
export function layout(id) {
  function labelled(text, control) {
    const wrap = make("span", "workbench__field");
    const label = make("label", null, text);
    control.id = control.id || id(control.name);
    label.htmlFor = control.id;
    wrap.append(label, " ", control);
    return wrap;
  }

  function section(className, title) {
    const box = make("section", `workbench__section ${className}`);
    const heading = make("h2", "workbench__title", title);
    heading.id = id(className);
    box.setAttribute("aria-labelledby", heading.id);
    box.append(heading);
    return box;
  }

  return { labelled, section };
}

// The deal: players, seed, the deal editor, the rule switches; `value()` reads what is chosen.
export function setupForm({ config, msg, id, labelled, maxSeed }) {
  const form = make("form", "widget__controls workbench__setup");
  form.noValidate = true;
  form.setAttribute("aria-label", msg.msgSetup);
  const players = make("select");
  players.name = "players";
  for (const count of config.players || []) {
    const option = make("option", null, count);
    option.value = String(count);
    option.selected = count === Number(config.default_players);
    players.append(option);
  }
  const seed = seedInput(maxSeed, config.seed);
  const deal = make("button", "md-button md-button--primary", msg.msgNew);
  deal.type = "submit";
  const row = make("div", "workbench__row");
  row.append(labelled(msg.msgPlayers, players), labelled(msg.msgSeed, seed), deal);
  const onePlayerCount = (config.players || []).length < 2;
  if (onePlayerCount) players.disabled = true;
  const rulesBox = make("fieldset", "workbench__rules");
  rulesBox.append(make("legend", null, msg.msgRules));
  const ruleInputs = {};
  for (const rule of config.rules || []) {
    const box = make("input");
    box.type = "checkbox";
    box.name = `rule-${rule.name}`;
    box.id = id(box.name);
    box.checked = Boolean(rule.default);
    box.dataset.default = String(Boolean(rule.default));
    const label = make("label", null, msg[camel(`msg-rule-${rule.name}`)]);
    label.htmlFor = box.id;
    const wrap = make("div", "workbench__rule");
    wrap.append(box, " ", label);
    rulesBox.append(wrap);
    ruleInputs[rule.name] = box;
  }
  const editor = dealEditor({ config, msg, labelled, id });
  const error = make("div", "workbench__setup-error");
  error.setAttribute("role", "alert");
  form.append(row, ...editor.elements, rulesBox, error);
  editor.seats(Number(players.value));
  players.addEventListener("change", () => editor.seats(Number(players.value)));

  return {
    form, players, seed, deal, editor, error, onePlayerCount,
    controls: () => [players, seed, deal, ...Object.values(ruleInputs), ...editor.controls()],
    // {name: [checked, default]} of every rule switch
    rules: () => Object.fromEntries(Object.entries(ruleInputs).map(([name, box]) => [name,
      [box.checked, box.dataset.default === "true"]])),
    // the fields put back to a game's setup
    showGame(chosen) {
      editor.show(chosen.setup, chosen.players);
      players.value = String(chosen.players);
      seed.value = String(chosen.seed);
      for (const [name, box] of Object.entries(ruleInputs)) {
        box.checked = name in chosen.rules ? Boolean(chosen.rules[name]) : box.dataset.default === "true";
      }
    },
  };
}

// Who plays each seat, the computer's buttons, the seat's view and memory training (Literature).
export function seatsBar({ config, msg, id, labelled }) {
  const box = make("fieldset", "workbench__seats");
  box.append(make("legend", null, msg.msgSeats));
  const row = make("div", "workbench__row");
  box.append(row);
  const botOne = button("workbench__bot-one", msg.msgBotOne);
  const botEnd = button("workbench__bot-end", msg.msgBotEnd);
  const viewSelect = make("select");
  viewSelect.name = "view";
  const botRow = make("div", "workbench__row");
  botRow.append(botOne, botEnd, labelled(msg.msgView, viewSelect));
  let training = null;
  const trainingNote = make("p", "workbench__note", msg.msgTrainingNote);
  if (config.training) {
    training = make("input");
    training.type = "checkbox";
    training.name = "training";
    training.id = id("training");
    trainingNote.id = id("training-note");
    training.setAttribute("aria-describedby", trainingNote.id);
    const label = make("label", null, msg.msgTraining);
    label.htmlFor = training.id;
    const wrap = make("span", "workbench__field workbench__training");
    wrap.append(training, " ", label);
    botRow.append(wrap);
  }
  const selects = {};

  // A select per seat (kept from one game to the next), and the views: everyone's or one seat's.
  function renderSeats(seats) {
    row.replaceChildren();
    for (const seat of seats) {
      const select = selects[seat] || make("select");
      select.name = `seat-${seat}`;
      if (!select.options.length) {
        const computer = (config.levels || []).map((level) => [`bot:${level.name}`,
          fill(msg.msgBotLevel, { level: level.label })]);
        for (const [value, text] of [["human", msg.msgHuman], ...computer]) {
          const option = make("option", null, text);
          option.value = value;
          select.append(option);
        }
      }
      selects[seat] = select;
      row.append(labelled(seatLabel(seat), select));
    }
    for (const seat of Object.keys(selects)) if (!seats.includes(seat)) delete selects[seat];
    const chosen = viewSelect.value;
    viewSelect.replaceChildren();
    const all = make("option", null, msg.msgViewAll);
    all.value = "";
    viewSelect.append(all);
    for (const seat of seats) {
      const option = make("option", null, fill(msg.msgViewSeat, { seat }));
      option.value = seat;
      viewSelect.append(option);
    }
    viewSelect.value = seats.includes(chosen) ? chosen : "";
  }

  return {
    box, row, botRow, botOne, botEnd, viewSelect, training, trainingNote, renderSeats,
    controls: () => [botOne, botEnd, viewSelect, ...(training ? [training] : [])],
    // {seat: "human" | "bot:LEVEL"}
    roles: () => Object.fromEntries(Object.entries(selects).map(([seat, select]) => [seat, select.value])),
  };
}
