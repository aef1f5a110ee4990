// CardFaces: the kit's own card pictures as one keyboard control (a listbox of cards, in rows).
// The Python side sends the pictures once ("faces") and the rows of cards with their states
// ("groups"); a click, Enter or Space sends {event: "click", card} back, and Python answers.
// When only the states change (the usual click), the buttons are kept and their marks updated.
//
// Keyboard (the ARIA Authoring Practices' listbox): the cards are one Tab stop; the arrow keys move
// (Up and Down to the row above or below), Home and End to the first and last card; Enter or Space acts.
// The Tab stop is the card last used, or else the first card that may be played, so a player's Tab
// lands on a playable card; when a played card leaves the hand, the focus stays in the hand.

function describe(model, button, card) {
  button.className = `cardlib-card is-${card.state}`;
  // its name, said in words by the kit ("seven of spades is not allowed: …"), is made in Python
  button.setAttribute("aria-label", card.said || card.label);
  if (model.get("toggles")) button.setAttribute("aria-selected", String(card.state === "selected"));
  else button.removeAttribute("aria-selected");
  if (card.state !== "normal" && card.state !== "selected") button.setAttribute("aria-disabled", "true");
  else button.removeAttribute("aria-disabled");
  if (card.reason) button.title = card.reason;
  else button.removeAttribute("title");
}

function cardButton(model, faces, card) {
  const button = document.createElement("button");
  button.type = "button";
  button.tabIndex = -1;
  button.setAttribute("role", "option");
  button.dataset.card = card.code;
  button.innerHTML = faces[card.code] || "";
  // the picture is the button's face; its name is the button's own (the picture would say it twice)
  const picture = button.querySelector("svg");
  if (picture) picture.setAttribute("aria-hidden", "true");
  button.addEventListener("click", () => model.send({ event: "click", card: card.code }));
  describe(model, button, card);
  return button;
}

function layout(groups) {
  return JSON.stringify(groups.map((g) => [g.title, g.label, g.cards.map((c) => c.code)]));
}

const PLAYABLE = (button) => !button.hasAttribute("aria-disabled");

function render({ model, el }) {
  el.classList.add("cardlib-faces");
  const live = document.createElement("div");
  live.className = "cardlib-live";
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  let shape = null;
  let buttons = new Map();
  let rows = []; // the buttons, row by row, for the arrow keys
  let active = null; // the code of the card that is the Tab stop

  function all() {
    return rows.flat();
  }

  // The one card of the control that Tab reaches.
  function settle(wanted) {
    const cards = all();
    const chosen =
      (wanted && buttons.get(wanted)) || cards.find(PLAYABLE) || cards[0] || null;
    for (const b of cards) b.tabIndex = b === chosen ? 0 : -1;
    active = chosen ? chosen.dataset.card : null;
    return chosen;
  }

  function move(button) {
    if (!button) return;
    settle(button.dataset.card);
    button.focus();
  }

  function keys(event) {
    const here = event.target.closest("button[data-card]");
    if (!here) return;
    const cards = all();
    const at = cards.indexOf(here);
    const row = rows.findIndex((r) => r.includes(here));
    const column = rows[row].indexOf(here);
    const across = (step) => rows[row + step] && rows[row + step][Math.min(column, rows[row + step].length - 1)];
    const going = {
      ArrowRight: () => cards[at + 1],
      ArrowLeft: () => cards[at - 1],
      ArrowDown: () => (rows.length > 1 ? across(1) : cards[at + 1]),
      ArrowUp: () => (rows.length > 1 ? across(-1) : cards[at - 1]),
      Home: () => cards[0],
      End: () => cards[cards.length - 1],
    }[event.key];
    if (!going) return;
    event.preventDefault();
    move(going());
  }

  function rebuild(groups) {
    const inside = el.contains(document.activeElement);
    const focused = inside ? document.activeElement.dataset.card : null;
    const place = focused ? all().findIndex((b) => b.dataset.card === focused) : -1;
    const faces = model.get("faces");
    const box = document.createElement("div");
    box.className = `cardlib-rows size-${model.get("size")}`;
    box.setAttribute("role", "listbox");
    box.setAttribute("aria-label", model.get("label") || "cards");
    box.setAttribute("aria-orientation", groups.length > 1 ? "vertical" : "horizontal");
    if (model.get("toggles")) box.setAttribute("aria-multiselectable", "true");
    box.addEventListener("keydown", keys);
    // JupyterLab would take the arrow keys for moving between cells: inside the cards they are the cards'
    box.setAttribute("data-lm-suppress-shortcuts", "true");
    buttons = new Map();
    rows = [];
    for (const group of groups) {
      const row = document.createElement("div");
      row.className = "cardlib-row";
      row.setAttribute("role", "group");
      if (group.label || group.title) row.setAttribute("aria-label", group.label || group.title);
      if (group.title) {
        const title = document.createElement("span");
        title.className = group.title.length > 2 ? "cardlib-row-title is-words" : "cardlib-row-title";
        title.setAttribute("aria-hidden", "true");
        title.textContent = group.title;
        row.append(title);
      }
      const line = [];
      for (const card of group.cards) {
        const button = cardButton(model, faces, card);
        buttons.set(card.code, button);
        line.push(button);
        row.append(button);
      }
      rows.push(line);
      box.append(row);
    }
    // the live region stays where it is: a region taken out and put back may not be read
    if (el.firstChild && el.firstChild !== live) el.firstChild.replaceWith(box);
    else el.prepend(box);
    if (!live.isConnected) el.append(live);
    // The card that was focused, or (when it left the hand, played) the first playable card, else the
    // card now in its place: the learner's place is kept, never thrown back to the top of the page.
    const cards = all();
    let next = active;
    if (focused && buttons.has(focused)) next = focused;
    else if (inside) {
      const instead = cards.find(PLAYABLE) || cards[Math.min(place, cards.length - 1)];
      next = instead ? instead.dataset.card : null;
    }
    const chosen = settle(next);
    if (inside && chosen) chosen.focus();
  }

  function draw() {
    const groups = model.get("groups");
    const now = layout(groups);
    if (now !== shape) {
      shape = now;
      rebuild(groups);
    } else {
      for (const group of groups) for (const card of group.cards) describe(model, buttons.get(card.code), card);
      settle(active);
    }
    // the live region is written only when its words change (below): a redraw says nothing again
  }

  // Python asks for the focus (after a call made with a button, the hand is where play goes on).
  function focusCards() {
    const chosen = settle(active && buttons.has(active) && PLAYABLE(buttons.get(active)) ? active : null);
    if (chosen) chosen.focus();
  }
  el.cardlibFocus = focusCards;

  model.on("change:groups", draw);
  model.on("change:faces", () => { shape = null; draw(); });
  model.on("change:announce", () => { live.textContent = model.get("announce"); });
  model.on("msg:custom", (message) => { if (message && message.event === "focus") focusCards(); });
  draw();
}

export default { render };
