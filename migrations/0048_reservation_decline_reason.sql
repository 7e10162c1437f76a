-- A developer who declines a reservation says why; the buyer sees the reason on the reservation and in the
-- notification. NULL for every other end (confirmed, cancelled, expired) and for declines made before.
ALTER TABLE `project_reservations` ADD `decline_reason` text;
