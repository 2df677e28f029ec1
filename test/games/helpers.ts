/**
 * Runs `work` while another party keeps asking for a turn of the event loop
 * (a MessageChannel ping answered by the next ping), and counts how many of
 * those turns ran before `work` settled: 0 when it never yielded.
 */
export async function tasksDuring<T>(work: () => Promise<T>): Promise<{ result: T; tasks: number }> {
  let tasks = 0;
  let pinging = true;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    tasks++;
    if (pinging) channel.port2.postMessage(0);
  };
  channel.port2.postMessage(0);
  try {
    const result = await work();
    return { result, tasks };
  } finally {
    pinging = false;
    channel.port1.close();
    channel.port2.close();
  }
}
