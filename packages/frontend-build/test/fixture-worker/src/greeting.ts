export const greeting = (name: string): string => `Hello from the worker, ${name}`;
