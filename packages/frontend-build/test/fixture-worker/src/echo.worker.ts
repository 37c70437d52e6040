import { greeting } from './greeting';

self.onmessage = (event: MessageEvent<string>) => self.postMessage(greeting(event.data));
