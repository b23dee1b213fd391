// The workbench: one game, a seeded or edited deal, any seat played by the reader or by the computer, a
// history with branches, two variants side by side, memory training (Literature) and a share link. The
// page keeps its state as plain values (workbench-model.js: the lines and the cursor, the position
// shown); everything shown comes from the stateless operations workbench.view / chances / play / bots /
// compare / link (see engine/workbench/), which replay the line through the rules each time. The
// controls and views are built by workbench-setup.js and workbench-views.js, one change runs at a time
// (workbench-queue.js); this file wires them. No markup is ever built from strings.
import { patchInto } from "../render.js";
import { ask, fill, make, readSeed, showProblem, whenReady, widgetParts } from "../dom.js";
import { compareSection } from "./workbench-compare.js";
import * as Lines from "./workbench-lines.js";
import * as Model from "./workbench-model.js";
import { background } from "./workbench-background.js";
import { changeQueue } from "./workbench-queue.js";
import { seatNames } from "./workbench-deal.js";
import { button, layout, seatsBar, setupForm } from "./workbench-setup.js";
import { historyViews, liveRegion, movesViews } from "./workbench-views.js";
import { bindTable, nextControl } from "./table.js";

let uid = 0;

export function bind(root, engine) {
  const { config, lang, msg, body, status } = widgetParts(root);
  const game = String(config.game);
  const maxSeed = Number(config.max_seed) || 999999999;
  const n = ++uid;
  const id = (name) => `workbench-${name}-${n}`;
  const { labelled, section } = layout(id);
  const kit = { config, msg, id, labelled, section, maxSeed };

  const setupUi = setupForm(kit);
  const seatsUi = seatsBar(kit);
  const moves = movesViews(kit);
  const history = historyViews({ ...kit, onCopied: () => { status.textContent = msg.msgCopied; } });
  const live = liveRegion();
  const announce = live.say;
  const { training } = seatsUi;

  let state = Model.initial();
  let refusals = 0;
  let setupRefusals = 0;
  let linkTries = 0;
  let lastHash = "";

  const who = { game, lang };
  const request = (op, extra, chosen = state.setup) => Model.request(op, who, chosen, extra);
  const call = (req) => ask(engine, root, req);

  const compare = compareSection({
    config, msg, root, button, labelled, section,
    ask: (rule) => call(request("workbench.compare", {
      line: Lines.line(state.lines), at: state.lines.at, switch: rule, view: seatsUi.viewSelect.value || null,
    })),
  });

  const above = [setupUi.form, seatsUi.box, seatsUi.botRow, ...(training ? [seatsUi.trainingNote] : []), moves.play];
  for (const part of above) root.insertBefore(part, body);
  for (const part of [moves.more, history.panelBox, history.historyBox, compare.element, history.share, live.element]) {
    root.insertBefore(part, status);
  }
  const controls = () => [...setupUi.controls(), ...seatsUi.controls(), ...moves.controls(),
    ...history.controls(), ...compare.controls, history.copy];
  for (const control of controls()) control.disabled = true;
  const parts = [seatsUi.box, seatsUi.botRow, moves.play, moves.more, history.panelBox, history.historyBox,
    compare.element, history.share];
  for (const part of parts) part.hidden = true;
  seatsUi.trainingNote.hidden = true;

  const side = background({ config, root, status, msg, call, engine, panelBox: history.panelBox, panelBody: history.panelBody });
  const queue = changeQueue({
    ready: () => Boolean(state.setup),
    changed: () => mark(),
    failed: (error) => showProblem(root, status, msg, error),
  });

  function mark() {
    const { lines } = state;
    root.dataset.busy = String(queue.busy);
    root.dataset.at = String(lines.at);
    root.dataset.size = String(Lines.line(lines).length);
    root.dataset.line = String(lines.current);
    root.dataset.lines = String(lines.lines.length);
    root.dataset.refused = String(refusals);
    root.dataset.done = String(queue.done);
  }

  // Moves the engine accepted, with the position after them when it came in the same reply (else,
  // or if the lines turned out otherwise than planned, asked for again).
  async function played(actions, view, planned, key) {
    state = { ...state, lines: Lines.commit(state.lines, actions) };
    if (Model.fits(state, view, planned)) {
      show(view, key);
      await compare.update();
      return view;
    }
    return refresh();
  }

  function show(reply, key) {
    const next = Model.show(state, key, reply);
    state = next.state;
    const view = state.shown;
    // The table changes in a few places from one step to the next: patched, not drawn again.
    // A table control lets the focus go first (keepFocus gives it on): else the patch forces a layout.
    if (body.contains(document.activeElement)) document.activeElement.blur();
    let table = body.childElementCount === 1 ? body.querySelector(":scope > .workbench__table") : null;
    if (!table) {
      table = make("div", "workbench__table");
      body.replaceChildren(table);
    }
    const drawn = patchInto(table, view.table);
    bindTable(drawn, {
      items: view.legal, msg, say: announce, last: () => Model.lastLines(state.shown),
      play: (move, item) => attempt(item ? item.action : null, item ? null : move),
    });
    if (view.panel) patchInto(history.panelBody, view.panel); // else its chances bring it, next
    root.dataset.turn = view.turn ?? "";
    root.dataset.over = String(Boolean(view.over));
    root.dataset.view = view.view ?? "";
    root.dataset.training = String(Boolean(view.training));
    if (view.training) seatsUi.viewSelect.value = view.view;
    history.historyBox.hidden = Boolean(view.training);
    seatsUi.trainingNote.hidden = !view.training;
    if (view.result) root.dataset.result = JSON.stringify(view.result);
    else delete root.dataset.result;
    moves.offer(view, (item) => attempt(item.action, null));
    seatsUi.botOne.disabled = Boolean(view.over);
    seatsUi.botEnd.disabled = Boolean(view.over);
    history.renderSteps(view, next.from, state.lines, goTo);
    const url = new URL(location.href);
    url.hash = view.link;
    history.shareInput.value = url.href;
    lastHash = `#${view.link}`;
    root.dataset.linkLength = String(url.hash.length);
    const warmRequest = () => playedRequest("workbench.warm", { steps: 1, then: Model.computer(seatsUi.roles()) }).req;
    side.warm(view, warmRequest, () => !queue.busy && state.shown === view);
    side.chances(view, () => request("workbench.chances", { line: view.line, at: view.at, panel: view.panel_seat }));
  }

  function viewRequest(extra, chosen = state.setup) {
    const seats = seatNames(chosen.players);
    const select = seatsUi.viewSelect.value;
    const view = select && seats.includes(select) ? select : null;
    // The table is drawn around the reader's seat (and the steps told as they saw them) when one seat only
    // is played by a human.
    const shown = { view, training: Boolean(training && training.checked), reader: Model.reader(seats, seatsUi.roles()) };
    const key = Model.stepsKey(chosen, shown);
    const req = request("workbench.view", {
      ...shown, compare: compare.current(), parts: Model.parts({ chancesFollow: side.follow(shown.training) }),
      steps_from: Model.stepsFrom(state.known, key, extra.line || []), ...extra,
    }, chosen);
    return { req, key };
  }

  async function refresh() {
    const { lines } = state;
    const { req, key } = viewRequest({ line: Lines.line(lines), at: lines.at, others: Lines.others(lines) });
    const reply = await call(req);
    show(reply, key);
    await compare.update();
    return state.shown;
  }

  // the moves since step `from`, then (the turn back with the reader) what they changed for them and their turn
  const movesSince = (from, reader = Model.reader(seatNames(state.setup.players), seatsUi.roles())) =>
    Model.said(state.shown, from, reader, fill(msg.msgToPlay, { seat: reader }));

  // The view part of a request that plays moves from the cursor (the position after them comes back).
  function playedRequest(op, extra) {
    const { req, key } = viewRequest({ line: Lines.played(state.lines) });
    return { req: { ...req, op, ...extra }, key };
  }

  function botRequest(mode, extra) {
    const atEnd = Lines.atEnd(state.lines); // then the other lines stay as they are
    const planned = Lines.others(state.lines);
    const explain = mode !== "end"; // why each move: asked for a few moves, not a whole game
    const { req, key } = playedRequest("workbench.bots", {
      mode, show: atEnd, others: planned, levels: Model.levels(seatsUi.roles()), explain, ...extra,
    });
    return { req, planned, key };
  }

  async function botsReplied(reply, planned, key) {
    moves.why(Model.reasons(reply.why));
    await played(reply.actions, reply.view, planned, key);
  }

  async function autoBots() {
    const shown = state.shown;
    const bots = Model.bots(seatsUi.roles());
    if (!shown || shown.over || !bots.includes(shown.turn)) return;
    const { req, planned, key } = botRequest("auto", { bots });
    await botsReplied(await call(req), planned, key);
  }

  // Focus after a move: a move made on the table goes on from the reader's next control there (never
  // <body>: the control touched may be disabled now); a control elsewhere that is still there (the
  // notation field, the computer's buttons) keeps it; else the table's next control, or the prompt
  // when nothing else can take it (the game is over).
  function keepFocus(previous) {
    return () => {
      const usable = previous && previous.isConnected && !previous.closest("[hidden]") && !previous.disabled
        && previous !== document.body && !body.contains(previous);
      const target = usable ? previous : nextControl(body.querySelector("[data-table]")) || moves.prompt;
      target.focus();
    };
  }

  // A move tried: `text`, the notation of a legal move or typed by an author, or `move`, structured data
  // from the table (a move the rules will judge).
  function attempt(text, move) {
    const previous = document.activeElement;
    queue.run(async () => {
      moves.refused(null);
      const planned = text ? Lines.others(Lines.commit(state.lines, [text])) : Lines.others(state.lines);
      const sent = text ? { action: text } : { move };
      // one request: the move, the computer's replies after it and the position after them
      const then = Model.computer(seatsUi.roles());
      const { req, key } = playedRequest("workbench.play", { ...sent, others: planned, then });
      const result = await call(req);
      if (!result.accepted) {
        refusals += 1;
        moves.refused(result);
        return;
      }
      const from = state.lines.at;
      const replies = result.computer ? result.computer.actions : [];
      if (replies.length) moves.why(Model.reasons(result.computer.why));
      await played([result.action, ...replies], result.view, planned, key);
      announce(...movesSince(from));
    }, keepFocus(previous));
  }

  function goTo(step) {
    queue.run(async () => {
      state = { ...state, lines: Lines.goTo(state.lines, step) };
      moves.refused(null);
      const reply = await refresh();
      announce(`${fill(msg.msgAtStep, { step: reply.at, total: reply.size })} ${Model.lastLines(reply)}`);
    }, () => {
      const target = history.step(step);
      if (target) target.focus();
    });
  }

  function runBots(mode) {
    const previous = document.activeElement;
    queue.run(async () => {
      moves.refused(null);
      const { req, planned, key } = botRequest(mode, {});
      const from = state.lines.at;
      const reply = await call(req);
      await botsReplied(reply, planned, key);
      // a whole game played out: its last move only (the history has every one)
      const said = mode === "end" ? movesSince(state.shown.at - 1) : movesSince(from);
      announce(...said, ...(reply.why || []).slice(-1));
    }, keepFocus(previous));
  }

  // A new game: asked of the engine first, so that a deal it refuses changes nothing on the page.
  async function begin(chosen, line, step, text, others = []) {
    const { req, key } = viewRequest({ line, at: step, others }, chosen);
    const reply = await call(req);
    setupUi.error.replaceChildren();
    state = Model.dealt(state, chosen, line, others, step);
    refusals = 0;
    compare.reset();
    setupUi.showGame(chosen);
    root.dataset.seed = String(chosen.seed);
    root.dataset.players = String(chosen.players);
    seatsUi.renderSeats(seatNames(chosen.players));
    moves.refused(null);
    for (const part of parts) part.hidden = false;
    show(reply, key);
    status.textContent = text;
    announce(Model.lastLines(reply));
  }

  function startNew() {
    const { players, seed, editor } = setupUi;
    const chosenSeed = readSeed(seed, maxSeed, status, msg.msgSeedInvalid);
    if (chosenSeed === null) return;
    const edited = editor.value(Number(players.value));
    const chosen = {
      players: Number(players.value), seed: chosenSeed, rules: Model.rulesChanged(setupUi.rules()), setup: edited,
    };
    if (!state.setup) state = { ...state, setup: chosen };
    queue.run(async () => {
      const text = edited ? fill(msg.msgEdited, { seed: chosen.seed }) : fill(msg.msgDealt, { seed: chosen.seed });
      try {
        await begin(chosen, [], 0, text);
      } catch (error) {
        if (!(error && error.engine)) throw error;
        setupRefusals += 1;
        root.dataset.setupRefused = String(setupRefusals);
        setupUi.error.replaceChildren(make("p", null, fill(msg.msgEditRefused, { message: error.message })));
        return;
      }
      await autoBots();
      if (state.lines.at > 0) announce(...movesSince(0)); // the computer opened the game
    }, null);
  }

  // A share link read back; data-link-tries counts the links handled (set once each is settled).
  async function fromLink(fragment) {
    try {
      return await readLink(fragment);
    } finally {
      linkTries += 1;
      root.dataset.linkTries = String(linkTries);
    }
  }

  function linkRefused(message) {
    status.textContent = fill(msg.msgLinkRefused, { message });
    root.dataset.link = "refused";
    return false;
  }

  async function readLink(fragment) {
    if (fragment.length > 20000) return linkRefused(msg.msgLinkTooLong);
    // reading a long link takes a while: nothing else starts meanwhile
    return queue.hold(async (counted) => {
      const reply = await engine.call({ op: "workbench.link", fragment, game, lang });
      if (!reply.ok) return linkRefused(reply.error.message);
      const data = reply.result;
      const chosen = { players: data.players, seed: data.seed, rules: data.rules, setup: data.setup };
      if (!state.setup) state = { ...state, setup: chosen };
      counted();
      await begin(chosen, data.line, data.at, msg.msgLinkLoaded, data.others || []);
      if (data.compare) {
        await compare.open(data.compare);
        await refresh(); // the link shown now says the comparison is open
      }
      root.dataset.link = "restored";
      return true;
    });
  }

  setupUi.form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!queue.busy) startNew();
  });
  moves.tryForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = moves.tryInput.value.trim();
    if (text) attempt(text, null);
  });
  seatsUi.botOne.addEventListener("click", () => runBots("one"));
  seatsUi.botEnd.addEventListener("click", () => runBots("end"));
  seatsUi.viewSelect.addEventListener("change", () => queue.run(refresh, null, { queue: true }));
  if (training) training.addEventListener("change", () => queue.run(refresh, () => training.focus(), { queue: true }));
  // refresh compares, and puts the comparison in the share link
  compare.bind((control, options) => queue.run(refresh, () => control.focus(), options));
  history.lineSelect.addEventListener("change", () => {
    const chosen = Number(history.lineSelect.value);
    if (!(chosen in state.lines.lines)) return;
    queue.run(async () => {
      state = { ...state, lines: Lines.choose(state.lines, chosen) };
      await refresh();
    }, () => history.lineSelect.focus());
  });
  seatsUi.row.addEventListener("change", () => queue.run(async () => {
    const from = state.lines.at;
    await autoBots();
    announce(...movesSince(from));
  }, null));
  // A link pasted on the same page (Material's instant navigation may also render the page again,
  // and the new widget reads the link as it starts: a detached widget stops listening).
  function onHash() {
    if (!root.isConnected) {
      removeEventListener("hashchange", onHash);
      return;
    }
    if (location.hash.startsWith("#wb=") && location.hash !== lastHash && !queue.busy) { // i18n-ignore
      fromLink(location.hash).catch((error) => console.warn(error));
    }
  }
  addEventListener("hashchange", onHash);

  mark();
  whenReady(root, status, engine, msg, async () => {
    for (const control of controls()) control.disabled = false;
    if (setupUi.onePlayerCount) setupUi.players.disabled = true;
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
