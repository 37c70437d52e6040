export { SearchScreen as Component } from '../search/search-screen';
