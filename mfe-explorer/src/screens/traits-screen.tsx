export { TraitsScreen as Component } from '../traits/traits-screen';
