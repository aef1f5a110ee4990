// The teacher's view: every table face up with its controls, the students and where they sit, and the
// class report as hands finish. Each message may bring some tables; the others stay as they were.
import { connect, button } from "./common.js";

const tables = new Map();
let seats = [];
let students = [];
let joined = "";
const line = connect("ws/teacher", show);

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
  buttons.append(control(table, table.paused ? "play on" : "pause"), control(table, "take back a card"),
    control(table, "take back the trick"), control(table, "deal again"));
  if (!table.last_deal) buttons.append(control(table, "next deal"));
  const result = document.createElement("div");
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
    } else old.replaceWith(fresh);
  }
  const waiting = students.filter((s) => s.table === null).map((s) => s.name);
  document.getElementById("students").textContent = joined +
    (waiting.length ? `; waiting for a seat: ${waiting.join(", ")}.` : ".");
}

function show(view) {
  if (view.kind === "report") {
    document.getElementById("report").innerHTML = view.report;
    return;
  }
  for (const table of view.tables) tables.set(table.table, table);
  const seated = JSON.stringify(view.students) !== JSON.stringify(students);
  seats = view.seats;
  students = view.students;
  joined = view.joined; // counted by the server, in the kit's words ("1 student joined")
  document.getElementById("status").textContent = view.status;
  // a change of who sits where changes every table's seat lists
  draw(seated ? new Set(tables.keys()) : new Set(view.tables.map((t) => t.table)));
}
