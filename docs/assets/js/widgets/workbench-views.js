// The workbench's views around the table: the moves (the prompt, a refusal's reasons, the computer's
// reasons, the legal moves as a list and the notation field, both closed disclosures), the panel, the
// history with its lines, the share link and the one live region. Elements only (createElement +
// textContent, never markup from data); what a control does is the page's (`on*` callbacks).
import { fill, make, roving } from "../dom.js";
import { grouped } from "./table-moves.js";
import { button } from "./workbench-setup.js";

// The moves: made on the table; the list of legal moves and the notation field are closed disclosures.
export function movesViews({ config, msg, id, labelled, section }) {
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

  // The legal moves as an accessible list, grouped by the seat each names; `onPick(item)` plays one.
  function moveButtons(container, items, label, onPick) {
    container.replaceChildren();
    if (!items.length) return;
    container.append(make("p", "workbench__group-label", label));
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
        node.addEventListener("click", () => onPick(item));
        bar.append(node);
      });
      roving(bar, "button");
      container.append(head, bar);
    });
  }

  return {
    play, more, prompt, refusal, tryForm, tryInput, tryButton,
    controls: () => [tryInput, tryButton],
    // What the position offers: the prompt, the legal moves and the claims as lists.
    offer(view, onPick) {
      if (view.over) prompt.textContent = msg.msgOver;
      else if (view.legal_hidden) prompt.textContent = fill(msg.msgHiddenMoves, { seat: view.turn });
      else prompt.textContent = fill(msg.msgToPlay, { seat: view.turn });
      moveButtons(legalBox, view.legal, fill(msg.msgLegalGroup, { seat: view.turn ?? "" }), onPick);
      moveButtons(claimsBox, view.claims, fill(msg.msgClaims, { seat: view.panel_seat ?? "" }), onPick);
      tryForm.hidden = Boolean(view.over);
    },
    // A move the rules refused ({attempt, refused}), or none.
    refused(result) {
      if (!result) {
        refusal.replaceChildren();
        return;
      }
      const head = make("p", "workbench__attempt");
      head.append(make("strong", null, fill(msg.msgRefused, { attempt: result.attempt })));
      const list = make("ul", "workbench__reasons");
      for (const reason of result.refused) list.append(make("li", null, reason));
      refusal.replaceChildren(head, list);
    },
    // The computer's reasons for the moves it just made, each naming the seat that moved.
    why(reasons) {
      whyList.replaceChildren(...reasons.map((reason) => make("li", null, reason)));
      whyBox.hidden = !reasons.length;
    },
  };
}

// The panel, the history (the lines and the steps of the one shown), the share link.
export function historyViews({ msg, labelled, section, onCopied }) {
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
  copy.addEventListener("click", () => {
    shareInput.select();
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(shareInput.value).then(onCopied, () => {});
    }
  });

  // The steps of the view shown: those from `from` on are new (the others are kept); `onStep(i)` goes
  // to a step. Then the lines, the one shown selected.
  function renderSteps(view, from, lines, onStep) {
    const items = steps.children;
    while (items.length > from) items[items.length - 1].remove();
    view.steps.slice(from).forEach((step, offset) => {
      const i = from + offset;
      const item = make("li", "workbench__step");
      const go = button("workbench__step-button", step.lines.join(" ") || (step.action ?? msg.msgStepDeal));
      go.classList.remove("md-button");
      go.dataset.step = String(i);
      if (step.action) go.dataset.action = step.action;
      go.addEventListener("click", () => onStep(i));
      item.append(go);
      steps.append(item);
    });
    [...items].forEach((item, i) => {
      const go = item.firstChild;
      go.tabIndex = i === view.at ? 0 : -1;
      if (i === view.at) go.setAttribute("aria-current", "step");
      else go.removeAttribute("aria-current");
      item.classList.toggle("is-current", i === view.at);
      item.classList.toggle("is-future", i > view.at);
    });
    lineSelect.replaceChildren();
    lines.lines.forEach((line, i) => {
      const option = make("option", null, fill(msg.msgLineOption, { n: i + 1, moves: line.length }));
      option.value = String(i);
      option.selected = i === lines.current;
      lineSelect.append(option);
    });
    where.textContent = fill(msg.msgAtStep, { step: view.at, total: view.size });
  }

  return {
    panelBox, panelBody, historyBox, lineSelect, steps, share, shareInput, copy, renderSteps,
    controls: () => [lineSelect],
    step: (i) => steps.querySelector(`button[data-step="${i}"]`),
  };
}

// The one live region of the workbench: each announcement is a paragraph of its own (a move, a hint),
// so that several moves in a row are each read once.
export function liveRegion() {
  const live = make("div", "workbench__live");
  live.setAttribute("aria-live", "polite");
  return {
    element: live,
    say: (...texts) => live.replaceChildren(...texts.filter(Boolean).map((text) => make("p", null, text))),
  };
}
