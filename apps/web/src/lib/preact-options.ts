import { options } from "preact";

// Production runs on Preact (ADR 0010), which by default runs `useEffect` callbacks after the next
// animation frame; React runs them as soon as a render caused by input has committed. Code written for
// React can rely on that: the rich-text editor syncs its content from the form value in an effect, and
// with a frame's delay a fast typist's next keystroke was overwritten by the stale value. Flushing
// effects in a microtask after each render gives React's ordering back. In development (React) this
// module only configures an unused Preact.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);
