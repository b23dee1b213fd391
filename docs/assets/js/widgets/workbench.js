// The workbench: one game, a seeded or edited deal, any seat played by the reader or by the computer, a
// history with branches, two variants side by side, memory training (Literature) and a share link. The
// page keeps a tree of lines (each an action list from the deal) and a cursor (workbench-lines.js);
// everything shown comes from the stateless operations workbench.view / chances / play / bots /
// compare / link (see engine/workbench/), which replay the line through the rules each time. No markup
// is ever built from strings: render trees go through render.js, everything else is createElement +
// textContent.
import { patchInto } from "../render.js";
import {
  ask, fill, make, readSeed, roving, seatLabel, seedInput, showProblem, whenReady, widgetParts,
} from "../dom.js";
import { compareSection } from "./workbench-compare.js";
import * as Lines from "./workbench-lines.js";
import { dealEditor, seatNames } from "./workbench-deal.js";
import { bindTable, nextControl } from "./table.js";
import { grouped } from "./table-moves.js";

let uid = 0;

function button(className, text) {
  const node = make("button", `md-button ${className || ""}`.trim(), text);
  node.type = "button";
  return node;
}

function camel(name) {
  return name.replace(/[_-](\w)/g, (all, c) => c.toUpperCase());
}

export function bind(root, engine) {
  const { config, lang, msg, body, status } = widgetParts(root);
  const game = String(config.game);
  const maxSeed = Number(config.max_seed) || 999999999;
  const n = ++uid;
  const id = (name) => `workbench-${name}-${n}`;

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

  // --- the deal: players, seed, variants -------------------------------------------------------------
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
  if ((config.players || []).length < 2) players.disabled = true;
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
  const setupError = make("div", "workbench__setup-error");
  setupError.setAttribute("role", "alert");
  form.append(row, ...editor.elements, rulesBox, setupError);
  editor.seats(Number(players.value));
  players.addEventListener("change", () => editor.seats(Number(players.value)));

  // --- who plays, the computer's buttons, the view -----------------------------------------------------
  const seatsBox = make("fieldset", "workbench__seats");
  seatsBox.append(make("legend", null, msg.msgSeats));
  const seatRow = make("div", "workbench__row");
  seatsBox.append(seatRow);
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
  const seatControls = {};

  // --- moves: made on the table; the list of legal moves and the notation field are closed disclosures --
  const play = section("workbench__play", msg.msgMoves);
  const prompt = make("p", "workbench__prompt");
  prompt.tabIndex = -1;
  const refusal = make("div", "workbench__refusal");
  refusal.setAttribute("role", "alert");
  const more = make("div", "workbench__more");
  const listBox = make("details", "workbench__list");
  listBox.append(make("summary", null, msg.msgMovesList));
  const legalBox = make("div", "workbench__legal");
  const claimsBox = make("div", "workbench__claims");
  listBox.append(legalBox, claimsBox);
  const notation = make("details", "workbench__notation");
  notation.append(make("summary", null, msg.msgNotation));
  const tryForm = make("form", "workbench__try");
  tryForm.noValidate = true;
  const tryInput = make("input");
  tryInput.name = "try";
  tryInput.type = "text";
  tryInput.autocomplete = "off";
  tryInput.spellcheck = false;
  const tryNote = make("p", "workbench__note", fill(msg.msgTryNote, { example: config.example }));
  tryNote.id = id("try-note");
  tryInput.setAttribute("aria-describedby", tryNote.id);
  const tryButton = make("button", "md-button", msg.msgTryButton);
  tryButton.type = "submit";
  tryForm.append(labelled(msg.msgTry, tryInput), " ", tryButton, tryNote);
  notation.append(tryForm);
  more.append(listBox, notation);
  const whyBox = make("div", "workbench__why");
  whyBox.append(make("p", "workbench__group-label", msg.msgWhy));
  const whyList = make("ul", "workbench__why-list");
  whyBox.append(whyList);
  whyBox.hidden = true;
  play.append(prompt, refusal, whyBox);

  // --- the table (the build's body), the panel, the history, the share link ---------------------------
  const panelBox = section("workbench__panel", msg.msgPanel);
  const panelBody = make("div", "workbench__panel-body");
  panelBox.append(panelBody);
  const historyBox = section("workbench__history", msg.msgHistory);
  const lineSelect = make("select");
  lineSelect.name = "line";
  const where = make("p", "workbench__where");
  const steps = make("ol", "workbench__steps");
  steps.start = 0;
  historyBox.append(labelled(msg.msgLines, lineSelect), where, steps);
  roving(steps, "button");
  const share = section("workbench__share", msg.msgShare);
  const shareInput = make("input");
  shareInput.name = "share";
  shareInput.type = "url";
  shareInput.readOnly = true;
  const copy = button("workbench__copy", msg.msgCopy);
  share.append(labelled(msg.msgShareLink, shareInput), " ", copy);

  const compare = compareSection({
    config, msg, root, button, labelled, section,
    ask: (rule) => call(request("workbench.compare", {
      line: Lines.line(model), at: model.at, switch: rule, view: viewSelect.value || null,
    })),
  });

  // The one live region of the workbench: each announcement is a paragraph of its own (a move, a hint),
  // so that several moves in a row are each read once.
  const live = make("div", "workbench__live");
  live.setAttribute("aria-live", "polite");

  root.insertBefore(form, body);
  root.insertBefore(seatsBox, body);
  root.insertBefore(botRow, body);
  if (training) root.insertBefore(trainingNote, body);
  root.insertBefore(play, body);
  root.insertBefore(more, status);
  root.insertBefore(panelBox, status);
  root.insertBefore(historyBox, status);
  root.insertBefore(compare.element, status);
  root.insertBefore(share, status);
  root.insertBefore(live, status);
  const controls = () => [players, seed, deal, ...Object.values(ruleInputs), ...editor.controls(), botOne, botEnd,
    viewSelect, ...(training ? [training] : []), tryInput, tryButton, lineSelect, ...compare.controls, copy];
  for (const control of controls()) control.disabled = true;
  const parts = [seatsBox, botRow, play, more, panelBox, historyBox, compare.element, share];
  for (const part of parts) part.hidden = true;
  trainingNote.hidden = true;

  // --- the model: the game, the lines, the cursor -------------------------------------------------------
  let setup = null; // {players, seed, rules, setup (an edited deal, or null)}
  let model = Lines.start(); // the lines and the cursor
  let block = null; // the last workbench.view reply
  let busy = false;
  let refusals = 0;
  let done = 0;
  let lastHash = "";

  function mark() {
    root.dataset.busy = String(busy);
    root.dataset.at = String(model.at);
    root.dataset.size = String(Lines.line(model).length);
    root.dataset.line = String(model.current);
    root.dataset.lines = String(model.lines.length);
    root.dataset.refused = String(refusals);
    root.dataset.done = String(done);
  }

  function request(op, extra, chosen = setup) {
    return {
      op, game, players: chosen.players, seed: chosen.seed, rules: chosen.rules, setup: chosen.setup || null, lang,
      ...extra,
    };
  }

  const call = (req) => ask(engine, root, req);

  // Seats played by the computer (value "bot:LEVEL") and the level of each.
  function bots() {
    return Object.entries(seatControls).filter(([, select]) => select.value.startsWith("bot")).map(([seat]) => seat);
  }

  function levels() {
    const chosen = {};
    for (const [seat, select] of Object.entries(seatControls)) {
      if (select.value.startsWith("bot:")) chosen[seat] = select.value.slice(4);
    }
    return chosen;
  }

  // Moves the engine accepted, with the position after them when it came in the same reply (else,
  // or if the lines turned out otherwise than planned, asked for again).
  async function played(actions, view, planned, key) {
    model = Lines.commit(model, actions);
    const same = view && view.at === model.at && view.size === Lines.line(model).length;
    if (same && JSON.stringify(Lines.others(model)) === JSON.stringify(planned)) {
      show(view, key);
      await compare.update();
      return view;
    }
    return refresh();
  }

  function renderSeats(seats) {
    seatRow.replaceChildren();
    for (const seat of seats) {
      const select = seatControls[seat] || make("select");
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
      seatControls[seat] = select;
      seatRow.append(labelled(seatLabel(seat), select));
    }
    for (const seat of Object.keys(seatControls)) if (!seats.includes(seat)) delete seatControls[seat];
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

  // The legal moves as an accessible list (closed by default), grouped by the seat each names.
  function moveButtons(container, items, label) {
    container.replaceChildren();
    if (!items.length) return;
    const title = make("p", "workbench__group-label", label);
    container.append(title);
    grouped(items).forEach((group, g) => {
      const name = group.seat ? fill(msg.msgMovesTo, { seat: group.seat }) : msg.msgMovesOther;
      const head = make("p", "workbench__group-seat", name);
      head.id = id(`${container.className}-${g}`);
      const bar = make("div", "workbench__buttons");
      bar.setAttribute("role", "toolbar");
      bar.setAttribute("aria-labelledby", head.id);
      group.items.forEach((item, i) => {
        const node = button("workbench__move", item.label);
        node.tabIndex = i === 0 ? 0 : -1;
        node.dataset.action = item.action;
        node.dataset.move = JSON.stringify(item.move);
        node.addEventListener("click", () => attempt(item.action, null));
        bar.append(node);
      });
      roving(bar, "button");
      container.append(head, bar);
    });
  }

  // The narrated steps the page has, for one game, view and line (the engine sends only the others).
  let known = { key: "", line: [], steps: [] };

  function stepsKey(chosen, extra) {
    return JSON.stringify([chosen.players, chosen.seed, chosen.rules, chosen.setup || null, extra.view ?? null,
      Boolean(extra.training)]);
  }

  // How many steps of `line` the page already has narrated (a step narrates the move before it).
  function stepsFrom(key, line) {
    if (known.key !== key) return 0;
    let same = 0;
    while (same < known.line.length && same < line.length && known.line[same] === line[same]) same += 1;
    return Math.min(same + 1, known.steps.length);
  }

  function renderSteps(reply, from) {
    const items = steps.children;
    while (items.length > from) items[items.length - 1].remove();
    reply.steps.slice(from).forEach((step, offset) => {
      const i = from + offset;
      const item = make("li", "workbench__step");
      const go = button("workbench__step-button", step.lines.join(" ") || (step.action ?? msg.msgStepDeal));
      go.classList.remove("md-button");
      go.dataset.step = String(i);
      if (step.action) go.dataset.action = step.action;
      go.addEventListener("click", () => goTo(i));
      item.append(go);
      steps.append(item);
    });
    [...items].forEach((item, i) => {
      const go = item.firstChild;
      go.tabIndex = i === reply.at ? 0 : -1;
      if (i === reply.at) go.setAttribute("aria-current", "step");
      else go.removeAttribute("aria-current");
      item.classList.toggle("is-current", i === reply.at);
      item.classList.toggle("is-future", i > reply.at);
    });
    lineSelect.replaceChildren();
    model.lines.forEach((line, i) => {
      const option = make("option", null, fill(msg.msgLineOption, { n: i + 1, moves: line.length }));
      option.value = String(i);
      option.selected = i === model.current;
      lineSelect.append(option);
    });
    where.textContent = fill(msg.msgAtStep, { step: reply.at, total: reply.size });
  }

  let chancesAsked = 0;
  let warmed = false;

  // Once, as the first table is shown: the engine runs the step path a few times and the page draws
  // the last table it got off-screen (neither is shown), so that the reader's first moves are as
  // quick as the next ones. Asked before the chances, it is done by the time they are in.
  function warm(reply) {
    if (warmed || reply.over) return;
    warmed = true;
    const { req } = playedRequest("workbench.warm", {});
    call(req).then((result) => {
      if (!result.table) return;
      const scratch = make("div");
      patchInto(scratch, reply.table);
      const drawn = patchInto(scratch, result.table);
      bindTable(drawn, { items: result.legal, msg, say: () => {}, play: () => {} });
    }).catch((error) => showProblem(root, status, msg, error));
  }

  // A panel's chances (Literature's) take tens of milliseconds: the position is shown first, they follow.
  function askChances(reply) {
    if (!config.chances || reply.training) {
      chancesAsked += 1; // an answer still on its way is for another position
      delete root.dataset.chances;
      return;
    }
    const ticket = ++chancesAsked;
    root.dataset.chances = "pending";
    call(request("workbench.chances", { line: reply.line, at: reply.at, panel: reply.panel_seat }))
      .then((result) => {
        if (ticket !== chancesAsked) return;
        patchInto(panelBody, result.panel);
        root.dataset.chances = "ready";
      })
      .catch((error) => {
        if (ticket === chancesAsked) showProblem(root, status, msg, error);
      });
  }

  function show(reply, key) {
    const from = Math.min(reply.steps_from || 0, known.key === key ? known.steps.length : 0);
    const merged = [...known.steps.slice(0, from), ...reply.steps];
    known = { key, line: reply.line, steps: merged };
    reply.steps = merged;
    block = reply;
    // The table changes in a few places from one step to the next: patched, not drawn again.
    let table = body.childElementCount === 1 ? body.querySelector(":scope > .workbench__table") : null;
    if (!table) {
      table = make("div", "workbench__table");
      body.replaceChildren(table);
    }
    const drawn = patchInto(table, reply.table);
    bindTable(drawn, {
      items: reply.legal, msg, say: announce, last: () => lastLines(block),
      play: (move, item) => attempt(item ? item.action : null, item ? null : move),
    });
    patchInto(panelBody, reply.panel);
    root.dataset.turn = reply.turn ?? "";
    root.dataset.over = String(Boolean(reply.over));
    root.dataset.view = reply.view ?? "";
    root.dataset.training = String(Boolean(reply.training));
    if (reply.training) viewSelect.value = reply.view;
    historyBox.hidden = Boolean(reply.training);
    trainingNote.hidden = !reply.training;
    if (reply.result) root.dataset.result = JSON.stringify(reply.result);
    else delete root.dataset.result;
    if (reply.over) prompt.textContent = msg.msgOver;
    else if (reply.legal_hidden) prompt.textContent = fill(msg.msgHiddenMoves, { seat: reply.turn });
    else prompt.textContent = fill(msg.msgToPlay, { seat: reply.turn });
    moveButtons(legalBox, reply.legal, fill(msg.msgLegalGroup, { seat: reply.turn ?? "" }));
    moveButtons(claimsBox, reply.claims, fill(msg.msgClaims, { seat: reply.panel_seat ?? "" }));
    tryForm.hidden = Boolean(reply.over);
    botOne.disabled = Boolean(reply.over);
    botEnd.disabled = Boolean(reply.over);
    renderSteps(reply, from);
    const url = new URL(location.href);
    url.hash = reply.link;
    shareInput.value = url.href;
    lastHash = `#${reply.link}`;
    root.dataset.linkLength = String(url.hash.length);
    warm(reply);
    askChances(reply);
  }

  function viewRequest(extra, chosen = setup) {
    const seats = seatNames(chosen.players);
    const view = viewSelect.value && seats.includes(viewSelect.value) ? viewSelect.value : null;
    const shown = { view, training: Boolean(training && training.checked) };
    const key = stepsKey(chosen, shown);
    // The table is drawn around the reader's seat when one seat only is played by a human.
    const humans = seats.filter((seat) => !seatControls[seat] || !seatControls[seat].value.startsWith("bot"));
    const reader = humans.length === 1 ? humans[0] : null;
    const req = request("workbench.view", {
      ...shown, reader, compare: compare.current(), steps_from: stepsFrom(key, extra.line || []), ...extra,
    }, chosen);
    return { req, key };
  }

  async function refresh() {
    const { req, key } = viewRequest({ line: Lines.line(model), at: model.at, others: Lines.others(model) });
    const reply = await call(req);
    show(reply, key);
    await compare.update();
    return reply;
  }

  function announce(...texts) {
    live.replaceChildren(...texts.filter(Boolean).map((text) => make("p", null, text)));
  }

  // The moves made since step `from` of the line shown (the reader's and the computer's), one sentence
  // each, as the history narrates them.
  function movesSince(from) {
    const shown = block ? block.steps.slice(from + 1, block.at + 1) : [];
    return shown.map((step) => step.lines.join(" "));
  }

  function lastLines(reply) {
    return (reply.last || []).join(" ");
  }

  // Every change runs through here: one at a time, the state attributes kept, errors shown.
  // A change asked for while another runs: moves are dropped (they were chosen on a position that is
  // about to change), a new view (a select, a box) runs next.
  let queued = null;

  async function task(work, focusAfter, { queue = false } = {}) {
    if (!setup) return;
    if (busy) {
      if (queue) queued = { work, focusAfter };
      return;
    }
    busy = true;
    mark();
    try {
      await work();
    } catch (error) {
      showProblem(root, status, msg, error);
    } finally {
      busy = false;
      done += 1;
      mark();
      if (focusAfter) focusAfter();
      if (queued) {
        const next = queued;
        queued = null;
        task(next.work, next.focusAfter);
      }
    }
  }

  // The view part of a request that plays moves from the cursor (the position after them comes back).
  function playedRequest(op, extra) {
    const { req, key } = viewRequest({ line: Lines.played(model) });
    return { req: { ...req, op, ...extra }, key };
  }

  function botRequest(mode, extra) {
    const atEnd = Lines.atEnd(model); // then the other lines stay as they are
    const planned = Lines.others(model);
    const explain = mode !== "end"; // why each move: asked for a few moves, not a whole game
    const { req, key } = playedRequest("workbench.bots", {
      mode, show: atEnd, others: planned, levels: levels(), explain, ...extra,
    });
    return { req, planned, key };
  }

  // The computer's reasons for the moves it just made (the last few), in the page's language.
  function explainMoves(reply, seatsBefore) {
    whyList.replaceChildren();
    const reasons = reply.why || [];
    reasons.slice(-6).forEach((text, i) => {
      const at = reasons.length - Math.min(reasons.length, 6) + i;
      whyList.append(make("li", null, seatsBefore[at] ? fill(msg.msgWhySeat, { seat: seatsBefore[at], reason: text })
        : text));
    });
    whyBox.hidden = !reasons.length;
  }

  function moversOf(actions, reply) {
    return (reply.view ? reply.view.steps : []).slice(-actions.length).map((step) => step.seat);
  }

  async function autoBots() {
    if (!block || block.over || !bots().includes(block.turn)) return;
    const { req, planned, key } = botRequest("auto", { bots: bots() });
    const reply = await call(req);
    explainMoves(reply, moversOf(reply.actions, reply));
    await played(reply.actions, reply.view, planned, key);
  }

  // Focus after a move: a move made on the table goes on from the reader's next control there (never
  // <body>: the control touched may be disabled now); a control elsewhere that is still there (the
  // notation field, the computer's buttons) keeps it; else the table's next control, or the prompt
  // when nothing else can take it (the game is over).
  function keepFocus(previous) {
    return () => {
      const usable = previous && previous.isConnected && !previous.closest("[hidden]") && !previous.disabled
        && previous !== document.body && !body.contains(previous);
      const target = usable ? previous : nextControl(body.querySelector("[data-table]")) || prompt;
      target.focus();
    };
  }

  // A move tried: `text`, the notation of a legal move or typed by an author, or `move`, structured data
  // from the table (a move the rules will judge).
  function attempt(text, move) {
    const previous = document.activeElement;
    task(async () => {
      refusal.replaceChildren();
      const planned = text ? Lines.others(Lines.commit(model, [text])) : Lines.others(model);
      const sent = text ? { action: text } : { move };
      const { req, key } = playedRequest("workbench.play", { ...sent, others: planned });
      const result = await call(req);
      if (!result.accepted) {
        refusals += 1;
        const head = make("p", "workbench__attempt");
        head.append(make("strong", null, fill(msg.msgRefused, { attempt: result.attempt })));
        const reasons = make("ul", "workbench__reasons");
        for (const reason of result.refused) reasons.append(make("li", null, reason));
        refusal.replaceChildren(head, reasons);
        return;
      }
      const from = model.at;
      await played([result.action], result.view, planned, key);
      await autoBots();
      announce(...movesSince(from));
    }, keepFocus(previous));
  }

  function goTo(step) {
    task(async () => {
      model = Lines.goTo(model, step);
      refusal.replaceChildren();
      const reply = await refresh();
      announce(`${fill(msg.msgAtStep, { step: reply.at, total: reply.size })} ${lastLines(reply)}`);
    }, () => {
      const target = steps.querySelector(`button[data-step="${step}"]`);
      if (target) target.focus();
    });
  }

  function runBots(mode) {
    const previous = document.activeElement;
    task(async () => {
      refusal.replaceChildren();
      const { req, planned, key } = botRequest(mode, {});
      const from = model.at;
      const reply = await call(req);
      explainMoves(reply, moversOf(reply.actions, reply));
      await played(reply.actions, reply.view, planned, key);
      // a whole game played out: its last move only (the history has every one)
      const said = mode === "end" ? movesSince(block.at - 1) : movesSince(from);
      announce(...said, ...(reply.why || []).slice(-1));
    }, keepFocus(previous));
  }

  function rulesChosen() {
    const rules = {};
    for (const [name, box] of Object.entries(ruleInputs)) {
      if (String(box.checked) !== box.dataset.default) rules[name] = box.checked;
    }
    return rules;
  }

  // A new game: asked of the engine first, so that a deal it refuses changes nothing on the page.
  async function begin(chosen, line, step, text, others = []) {
    const { req, key } = viewRequest({ line, at: step, others }, chosen);
    const reply = await call(req);
    setupError.replaceChildren();
    setup = chosen;
    model = Lines.start(line, others, step);
    refusals = 0;
    compare.reset();
    editor.show(chosen.setup, chosen.players);
    players.value = String(chosen.players);
    seed.value = String(chosen.seed);
    for (const [name, box] of Object.entries(ruleInputs)) {
      box.checked = name in chosen.rules ? Boolean(chosen.rules[name]) : box.dataset.default === "true";
    }
    root.dataset.seed = String(chosen.seed);
    root.dataset.players = String(chosen.players);
    const seats = seatNames(chosen.players);
    renderSeats(seats);
    refusal.replaceChildren();
    for (const part of parts) part.hidden = false;
    show(reply, key);
    status.textContent = text;
    announce(lastLines(reply));
  }

  function startNew() {
    const chosenSeed = readSeed(seed, maxSeed, status, msg.msgSeedInvalid);
    if (chosenSeed === null) return;
    const edited = editor.value(Number(players.value));
    const chosen = { players: Number(players.value), seed: chosenSeed, rules: rulesChosen(), setup: edited };
    setup = setup || chosen;
    task(async () => {
      const text = edited ? fill(msg.msgEdited, { seed: chosen.seed }) : fill(msg.msgDealt, { seed: chosen.seed });
      try {
        await begin(chosen, [], 0, text);
      } catch (error) {
        if (!(error && error.engine)) throw error;
        setupRefusals += 1;
        root.dataset.setupRefused = String(setupRefusals);
        setupError.replaceChildren(make("p", null, fill(msg.msgEditRefused, { message: error.message })));
        return;
      }
      await autoBots();
      if (model.at > 0) announce(...movesSince(0)); // the computer opened the game
    }, null);
  }

  let setupRefusals = 0;

  let linkTries = 0;

  // A share link read back; data-link-tries counts the links handled (set once each is settled).
  async function fromLink(fragment) {
    try {
      return await readLink(fragment);
    } finally {
      linkTries += 1;
      root.dataset.linkTries = String(linkTries);
    }
  }

  async function readLink(fragment) {
    if (fragment.length > 20000) {
      status.textContent = fill(msg.msgLinkRefused, { message: msg.msgLinkTooLong });
      root.dataset.link = "refused";
      return false;
    }
    if (busy) return false;
    busy = true; // reading a long link takes a while: nothing else starts meanwhile
    mark();
    let started = false;
    try {
      const reply = await engine.call({ op: "workbench.link", fragment, game, lang });
      if (!reply.ok) {
        status.textContent = fill(msg.msgLinkRefused, { message: reply.error.message });
        root.dataset.link = "refused";
        return false;
      }
      const data = reply.result;
      const chosen = { players: data.players, seed: data.seed, rules: data.rules, setup: data.setup };
      setup = setup || chosen;
      started = true;
      await begin(chosen, data.line, data.at, msg.msgLinkLoaded, data.others || []);
      if (data.compare) {
        await compare.open(data.compare);
        await refresh(); // the link shown now says the comparison is open
      }
      root.dataset.link = "restored";
    } finally {
      busy = false;
      if (started) done += 1;
      mark();
    }
    return true;
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!busy) startNew();
  });
  tryForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = tryInput.value.trim();
    if (text) attempt(text, null);
  });
  botOne.addEventListener("click", () => runBots("one"));
  botEnd.addEventListener("click", () => runBots("end"));
  viewSelect.addEventListener("change", () => task(refresh, null, { queue: true }));
  if (training) training.addEventListener("change", () => task(refresh, () => training.focus(), { queue: true }));
  // refresh compares, and puts the comparison in the share link
  compare.bind((control, options) => task(refresh, () => control.focus(), options));
  lineSelect.addEventListener("change", () => {
    const chosen = Number(lineSelect.value);
    if (!(chosen in model.lines)) return;
    task(async () => {
      model = Lines.choose(model, chosen);
      await refresh();
    }, () => lineSelect.focus());
  });
  seatRow.addEventListener("change", () => task(async () => {
    const from = model.at;
    await autoBots();
    announce(...movesSince(from));
  }, null));
  copy.addEventListener("click", () => {
    shareInput.select();
    const done = () => { status.textContent = msg.msgCopied; };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(shareInput.value).then(done, () => {});
    }
  });
  // A link pasted on the same page (Material's instant navigation may also render the page again,
  // and the new widget reads the link as it starts: a detached widget stops listening).
  function onHash() {
    if (!root.isConnected) {
      removeEventListener("hashchange", onHash);
      return;
    }
    if (location.hash.startsWith("#wb=") && location.hash !== lastHash && !busy) { // i18n-ignore
      fromLink(location.hash).catch((error) => console.warn(error));
    }
  }
  addEventListener("hashchange", onHash);

  mark();
  whenReady(root, status, engine, msg, async () => {
    for (const control of controls()) control.disabled = false;
    if ((config.players || []).length < 2) players.disabled = true;
    const hash = location.hash;
    if (hash.startsWith("#wb=")) { // i18n-ignore
      try {
        await fromLink(hash);
      } catch (error) {
        console.warn(error);
      }
    } else startNew();
    root.dataset.started = "true";
  });
}
