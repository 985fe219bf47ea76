/**
 * Resolves in a new task, so the browser can paint and handle input before the work that follows.
 * A message, not a timer: timers are throttled to a second or more in background tabs (and are
 * held by the tests' fake clocks); a message on a MessageChannel is neither.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
