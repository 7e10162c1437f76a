import { useNavigate } from "@tanstack/react-router";
import type { AuthUser } from "@contracts/auth";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { logout } from "../auth/actions";
import { userMenu } from "./nav";
import { Avatar } from "./avatar";

/** Loaded only for signed-in visitors, so anonymous phones never download the menu code. */
export default function HeaderUserMenu({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      {/* Named by its content, so the first name shown beside the initials is part of it (WCAG 2.5.3): "Amaka account menu"; the initials are decoration. */}
      <DropdownMenuTrigger asChild>
        <button type="button" className="flex items-center gap-2 rounded-full p-1 hover:bg-ink-100 sm:pr-3">
          <Avatar user={user} />
          <span className="sr-only">account menu</span>
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {userMenu(user).map((item) => (
          <DropdownMenuItem key={item.to} onSelect={() => navigate({ to: item.to })}>
            {item.label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={async () => navigate({ to: await logout("public") })}>
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
