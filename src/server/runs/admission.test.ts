import { describe, expect, it } from "vitest";
import { AdmissionClosed, createAdmission, type Ticket } from "./admission";

const signal = () => new AbortController().signal;
const admitted = (ticket: Ticket) => {
  if (!("admitted" in ticket) || !ticket.admitted) throw new Error(`not let in: ${JSON.stringify(ticket)}`);
  return ticket.release;
};
const queued = (ticket: Ticket) => {
  if (!("admitted" in ticket) || ticket.admitted) throw new Error(`not queued: ${JSON.stringify(ticket)}`);
  return ticket;
};

describe("run admission", () => {
  it("lets `slots` runs in, queues the next in order, and says when to come back past the line", async () => {
    const admission = createAdmission({ slots: 2, queueLimit: 2 });
    const first = admitted(admission.enter(signal()));
    admitted(admission.enter(signal()));
    const third = queued(admission.enter(signal()));
    const fourth = queued(admission.enter(signal()));
    expect([third.position, fourth.position]).toEqual([1, 2]);
    const full = admission.enter(signal());
    expect(full).toMatchObject({ full: true });
    expect("full" in full && full.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect([admission.running, admission.waiting]).toEqual([2, 2]);

    const order: string[] = [];
    void third.ready.then(() => order.push("third"));
    void fourth.ready.then(() => order.push("fourth"));
    first();
    first(); // releasing twice frees one slot only
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual(["third"]);
    expect([admission.running, admission.waiting]).toEqual([2, 1]);
  });

  it("a waiting caller that leaves gives up its place; a shutdown turns the line away", async () => {
    const admission = createAdmission({ slots: 1, queueLimit: 5 });
    const release = admitted(admission.enter(signal()));
    const leaving = new AbortController();
    const gone = queued(admission.enter(leaving.signal));
    const staying = queued(admission.enter(signal()));
    leaving.abort();
    await expect(gone.ready).rejects.toMatchObject({ reason: "left" });
    expect(admission.waiting).toBe(1);
    release();
    const next = await staying.ready;
    expect(admission.running).toBe(1);

    const late = queued(admission.enter(signal()));
    admission.close();
    await expect(late.ready).rejects.toBeInstanceOf(AdmissionClosed);
    await expect(late.ready).rejects.toMatchObject({ reason: "shutdown" });
    next();
    expect(admission.running).toBe(0);
  });

  it("a full line says to come back after about one average run (2 s before any run ended)", async () => {
    const admission = createAdmission({ slots: 1, queueLimit: 0 });
    admitted(admission.enter(signal()));
    const ticket = admission.enter(signal());
    expect(ticket).toEqual({ full: true, retryAfterSeconds: 2 });
  });
});
