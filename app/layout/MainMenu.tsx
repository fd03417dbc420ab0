import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { evaluate } from '../../engine/core';
import type { RuleContext } from '../../engine/core';
import type { NavigationDocument } from '../../schemas';

/** The navigation document's groups the user sees, each with the entries its rules show; groups left empty go. */
export function visibleGroups(navigation: NavigationDocument, context: RuleContext) {
  return navigation.groups
    .filter((g) => evaluate(g.visible, context, true))
    .map((g) => ({ ...g, items: g.items.filter((i) => evaluate(i.visible, context, true)) }))
    .filter((g) => g.items.length > 0);
}

/** The menu groups of the navigation document, each entry filtered by its visibility rule. */
export function MainMenu({ navigation, context }: { navigation: NavigationDocument; context: RuleContext }) {
  const navigate = useNavigate();
  const groups = visibleGroups(navigation, context);
  return (
    <>
      {groups.map((group) => (
        <PopoverNext
          key={group.id}
          placement="bottom-start"
          // A chosen entry opens a page that takes the focus itself (its first field, the user's click): given back to the
          // button after the closing animation, it would take the keys a user already types there. Escape still returns it.
          shouldReturnFocusOnClose={false}
          content={
            <Menu aria-label={group.label}>
              {group.items.map((item) => (
                <MenuItem
                  key={item.id}
                  text={item.label}
                  icon={item.icon as IconName}
                  onClick={() => navigate(item.route)}
                />
              ))}
            </Menu>
          }
        >
          <Button variant="minimal" icon={group.icon as IconName} endIcon="caret-down" text={group.label} />
        </PopoverNext>
      ))}
    </>
  );
}
