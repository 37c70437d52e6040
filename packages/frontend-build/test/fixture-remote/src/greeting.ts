export const greeting = (name: string): string => `Hello, ${name}`;
