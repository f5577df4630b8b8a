export { isShopOwner } from './is-shop-owner';
