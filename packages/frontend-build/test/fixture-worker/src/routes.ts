export const routes = ['/'];
