// CardFaces: the kit's own card pictures as buttons, grouped in rows, for clicking or the keyboard.
// The Python side sends the pictures once ("faces") and the rows of cards with their states
// ("groups"); a click, Enter or Space sends {event: "click", card} back, and Python answers.
// When only the states change (the usual click), the buttons are kept and their marks updated.

function describe(model, button, card) {
  button.className = `cardlib-card is-${card.state}`;
  let name = card.label;
  if (card.state === "disabled" && card.reason) name += `, not allowed: ${card.reason}`;
  if (card.state === "used") name += ", used elsewhere";
  button.setAttribute("aria-label", name);
  if (model.get("toggles")) button.setAttribute("aria-pressed", String(card.state === "selected"));
  else button.removeAttribute("aria-pressed");
  if (card.state !== "normal" && card.state !== "selected") button.setAttribute("aria-disabled", "true");
  else button.removeAttribute("aria-disabled");
  if (card.reason) button.title = card.reason;
  else button.removeAttribute("title");
}

function cardButton(model, faces, card) {
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.card = card.code;
  button.innerHTML = faces[card.code] || "";
  button.addEventListener("click", () => model.send({ event: "click", card: card.code }));
  describe(model, button, card);
  return button;
}

function layout(groups) {
  return JSON.stringify(groups.map((g) => [g.title, g.label, g.cards.map((c) => c.code)]));
}

function render({ model, el }) {
  el.classList.add("cardlib-faces");
  const live = document.createElement("div");
  live.className = "cardlib-live";
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  let shape = null;
  let buttons = new Map();

  function rebuild(groups) {
    const focused = el.querySelector("button:focus");
    const keep = focused ? focused.dataset.card : null;
    const faces = model.get("faces");
    const rows = document.createElement("div");
    rows.className = `cardlib-rows size-${model.get("size")}`;
    buttons = new Map();
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
      for (const card of group.cards) {
        const button = cardButton(model, faces, card);
        buttons.set(card.code, button);
        row.append(button);
      }
      rows.append(row);
    }
    el.replaceChildren(rows, live);
    if (keep && buttons.has(keep)) buttons.get(keep).focus();
  }

  function draw() {
    const groups = model.get("groups");
    const now = layout(groups);
    if (now !== shape) {
      shape = now;
      rebuild(groups);
    } else {
      for (const group of groups) for (const card of group.cards) describe(model, buttons.get(card.code), card);
    }
    live.textContent = model.get("announce");
  }

  model.on("change:groups", draw);
  model.on("change:faces", () => { shape = null; draw(); });
  model.on("change:announce", () => { live.textContent = model.get("announce"); });
  draw();
}

export default { render };
