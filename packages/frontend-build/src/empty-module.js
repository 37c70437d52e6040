// What a CSS import becomes in the server build: nothing (the page's stylesheet is the browser build's).
