// CardFaces: the kit's own card pictures as buttons, grouped in rows, for clicking or the keyboard.
// The Python side sends the pictures once ("faces") and the rows of cards with their states
// ("groups"); a click, Enter or Space sends {event: "click", card} back, and Python answers.

function cardButton(model, faces, card) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = `cardlib-card is-${card.state}`;
  button.dataset.card = card.code;
  let name = card.label;
  if (card.state === "disabled" && card.reason) name += `, not allowed: ${card.reason}`;
  if (card.state === "used") name += ", used elsewhere";
  button.setAttribute("aria-label", name);
  if (model.get("toggles")) button.setAttribute("aria-pressed", String(card.state === "selected"));
  if (card.state !== "normal" && card.state !== "selected") button.setAttribute("aria-disabled", "true");
  if (card.reason) button.title = card.reason;
  button.innerHTML = faces[card.code] || faces.back || "";
  button.addEventListener("click", () => model.send({ event: "click", card: card.code }));
  return button;
}

function render({ model, el }) {
  el.classList.add("cardlib-faces");
  const live = document.createElement("div");
  live.className = "cardlib-live";
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");

  function draw() {
    const focused = el.querySelector("button:focus");
    const keep = focused ? focused.dataset.card : null;
    const faces = model.get("faces");
    const rows = document.createElement("div");
    rows.className = `cardlib-rows size-${model.get("size")}`;
    for (const group of model.get("groups")) {
      const row = document.createElement("div");
      row.className = "cardlib-row";
      row.setAttribute("role", "group");
      if (group.title) {
        row.setAttribute("aria-label", group.title);
        const title = document.createElement("span");
        title.className = "cardlib-row-title";
        title.textContent = group.title;
        row.append(title);
      }
      for (const card of group.cards) row.append(cardButton(model, faces, card));
      rows.append(row);
    }
    el.replaceChildren(rows, live);
    live.textContent = model.get("announce");
    if (keep) {
      const again = el.querySelector(`button[data-card="${keep}"]`);
      if (again) again.focus();
    }
  }

  model.on("change:groups", draw);
  model.on("change:faces", draw);
  model.on("change:announce", () => { live.textContent = model.get("announce"); });
  draw();
}

export default { render };
