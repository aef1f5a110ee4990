// The teacher's view: every table face up with its controls, the students and where they sit, and the
// class report as hands finish. Each message may bring some tables; the others stay as they were.
import { connect, button, fourColour, reachable } from "./common.js";

const tables = new Map();
let seats = [];
let students = [];
let joined = "";
const line = connect("ws/teacher", show);
document.getElementById("start-all").addEventListener("click", () => line.send({ do: "start every table" }));
fourColour();
window.addEventListener("resize", fit);

function control(table, words) {
  return button(words, words.replaceAll(" ", "-"), () => line.send({ do: words, table: table.table }));
}

function seatPicker(table) {
  const waiting = students.filter((s) => s.table === null);
  const box = document.createElement("div");
  box.className = "seating";
  for (const [seat, name] of table.players) {
    const label = document.createElement("label");
    label.textContent = `${seat}: `;
    const pick = document.createElement("select");
    pick.setAttribute("aria-label", `who plays ${seat} at table ${table.table}`);
    const here = students.find((s) => s.table === table.table && s.seat === seat);
    const choices = [["", "the computer"], ...(here ? [[here.name, here.name]] : []), ...waiting.map((s) => [s.name, s.name])];
    for (const [value, words] of choices) {
      const option = document.createElement("option");
      option.value = value;
      option.textContent = words;
      option.selected = here ? value === here.name : value === "";
      pick.append(option);
    }
    pick.addEventListener("change", () => {
      if (pick.value) line.send({ do: "seat", name: pick.value, table: table.table, seat });
      else if (here) line.send({ do: "seat", name: here.name, table: null, seat: null });
    });
    label.append(pick);
    box.append(label);
  }
  return box;
}

function section(table) {
  const card = document.createElement("section");
  card.className = "table";
  card.dataset.table = table.table;
  const title = document.createElement("h2");
  title.textContent = `Table ${table.table} · ${table.deal}${table.paused ? " · paused" : ""}`;
  const turn = document.createElement("p");
  turn.className = "turn";
  turn.textContent = table.message;
  const picture = document.createElement("div");
  picture.className = "board";
  picture.innerHTML = table.picture;
  const buttons = document.createElement("div");
  buttons.className = "actions";
  if (!table.started) buttons.append(control(table, "start"));
  buttons.append(control(table, table.paused ? "play on" : "pause"), control(table, "take back a card"),
    control(table, "take back the trick"), control(table, "deal again"));
  if (!table.last_deal) buttons.append(control(table, "next deal"));
  const result = document.createElement("div");
  result.className = "result";
  result.innerHTML = table.result;
  const scores = document.createElement("p");
  scores.textContent = table.scores;
  card.append(title, turn, seatPicker(table), buttons, picture, result, scores);
  return card;
}

// Only the tables a message brings are drawn again, each in its place; a table whose seat list the
// teacher has open keeps that list (and its choice) until he has chosen.
function draw(changed) {
  const box = document.getElementById("tables");
  for (const table of [...tables.values()].sort((a, b) => a.table - b.table)) {
    const old = box.querySelector(`section[data-table="${table.table}"]`);
    if (old && !changed.has(table.table)) continue;
    const fresh = section(table);
    if (!old) box.append(fresh);
    else if (old.contains(document.activeElement) && document.activeElement.tagName === "SELECT") {
      old.querySelector(".seating").replaceWith(fresh.querySelector(".seating").cloneNode(false));
      for (const part of ["h2", ".turn", ".actions", ".board"]) old.querySelector(part).replaceWith(fresh.querySelector(part));
    } else {
      const focused = old.contains(document.activeElement) ? document.activeElement : null;
      old.replaceWith(fresh);
      if (focused) refocus(fresh, focused);
    }
  }
}

// The teacher's button pressed is drawn again with its table: the focus goes to it again (or to its
// twin, "pause" to "play on"), else to the table's first control, never to the top of the page.
const TWINS = { "pause": "play on", "play on": "pause", "start": "pause" };

function refocus(section, was) {
  const buttons = [...section.querySelectorAll("button, select")];
  const words = was.textContent;
  const same = buttons.find((b) => b.tagName === was.tagName && b.textContent === words)
    || buttons.find((b) => b.textContent === TWINS[words]);
  (same || section.querySelector(".actions button") || buttons[0])?.focus();
}

// Every student: where he sits, whether his page is open, his code to come back with; a name that
// sits nowhere may be taken off the list (typed wrong, or joined twice).
function roster() {
  const box = document.getElementById("students");
  const focused = box.contains(document.activeElement) ? document.activeElement.dataset.key : null;
  const summary = document.createElement("p");
  summary.tabIndex = -1; // where the focus goes when the button it was on is gone (a name taken off)
  const waiting = students.filter((s) => s.table === null).length;
  summary.textContent = joined + (waiting ? `; ${waiting} waiting for a seat.` : ".");
  const list = document.createElement("table");
  list.className = "roster";
  const head = list.createTHead().insertRow();
  for (const words of ["student", "sits at", "page", "code", "computer", "change"]) {
    const th = document.createElement("th");
    th.scope = "col";
    th.textContent = words;
    head.append(th);
  }
  const body = list.createTBody();
  for (const s of students) {
    const row = body.insertRow();
    const where = s.table === null ? "waiting" : `table ${s.table}, seat ${s.seat}`;
    for (const words of [s.name, where, s.here, s.code, s.from]) row.insertCell().textContent = words;
    const cell = row.insertCell();
    const renew = button("new code", "renew", () => line.send({ do: "new code", name: s.name }));
    renew.setAttribute("aria-label", `a new code for ${s.name}`);
    renew.dataset.key = `renew ${s.name}`;
    cell.append(renew);
    if (s.table === null) {
      const forget = button("take off the list", "forget", () => line.send({ do: "forget", name: s.name }));
      forget.dataset.key = `forget ${s.name}`;
      forget.setAttribute("aria-label", `take ${s.name} off the list`);
      cell.append(forget);
    }
  }
  box.replaceChildren(summary, ...(students.length ? [list] : []));
  if (focused) ([...box.querySelectorAll("button")].find((b) => b.dataset.key === focused) || summary).focus();
}

// Each table's picture fits its box (tables.css); a box that still scrolls sideways (a wide report) is
// reached by Tab, named.
function fit() {
  reachable(document.getElementById("report"), "the class report");
  for (const box of document.querySelectorAll(".table")) {
    reachable(box.querySelector(".board"), `table ${box.dataset.table}`);
    reachable(box.querySelector(".result"), `table ${box.dataset.table}'s result`);
  }
}

function show(view) {
  if (view.kind === "report") {
    document.getElementById("report").innerHTML = view.report;
    fit();
    return;
  }
  for (const table of view.tables) tables.set(table.table, table);
  seats = view.seats;
  let seated = false;
  if (view.students) { // sent when they change, not with every table
    const where = (list) => JSON.stringify(list.map((s) => [s.name, s.table, s.seat]));
    seated = where(view.students) !== where(students); // who sits where (not who is here)
    students = view.students;
    joined = view.joined; // counted by the server, in the kit's words ("1 student joined")
  }
  const status = document.getElementById("status");
  if (status.textContent !== view.status) status.textContent = view.status; // live: said when it changes
  // a change of who sits where changes every table's seat lists
  draw(seated ? new Set(tables.keys()) : new Set(view.tables.map((t) => t.table)));
  if (view.students) roster();
  fit();
}
