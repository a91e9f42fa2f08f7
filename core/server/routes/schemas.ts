import Type from 'typebox';
import { USER_TYPES } from '../../contract/user-types';

/** `{ access_token }` of login, refresh, group switch and password change. */
export const AccessTokenSchema = Type.Object({ access_token: Type.String() });

/** One of the 13 user-type codes. */
export const UserTypeSchema = Type.Union(USER_TYPES.map((code) => Type.Literal(code)));

const MenuLeaf = {
  id: Type.String(),
  title: Type.String(),
  caption: Type.Optional(Type.String()),
  icon: Type.Optional(Type.String()),
  path: Type.Optional(Type.String()),
};

/** A menu entry; sections nest one level (menuFor never nests deeper). */
export const MenuItemSchema = Type.Object({ ...MenuLeaf, children: Type.Optional(Type.Array(Type.Object(MenuLeaf))) });
