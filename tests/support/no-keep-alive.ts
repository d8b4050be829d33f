// Setup file of the emulator project: every HTTP request of the test process (the Firebase JS SDK's callables and
// sign-ins, the scheduler's POSTs, the API tests' fetches) opens its own connection to the emulators.
//
// With keep-alive, undici reuses a pooled socket until its own idle timer says the emulator's server may have closed
// it. When the test process's event loop is held up (a synchronous bundle parse, a loaded 2-core CI machine), that
// timer fires late and a request goes out on a socket the server has already closed: fetch fails with no HTTP answer,
// and the callable SDK reports it as `internal [0]` (status 0). Fresh-clone CI of bc08bf5: notifications.test.ts'
// WEEKLY test failed so, its createNotification call never reaching the Functions emulator. A new connection per
// request costs well under a millisecond on 127.0.0.1.
import { Agent, setGlobalDispatcher } from 'undici';

setGlobalDispatcher(new Agent({ pipelining: 0 }));
