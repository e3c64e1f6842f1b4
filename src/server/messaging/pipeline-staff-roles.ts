/** The college roles that work a program's pipeline (spec 6 "can view a program", besides platform staff). */
export const PIPELINE_STAFF_ROLES = ['programs_college_admin', 'programs_college_staff'] as const;

/*
 * Contact for the pipeline (docs/decisions/036): a message between a
 * program's college staff (the roles above) and a player in its pipeline,
 * either way, sets the entry's last_contact_at. The send does it in its one
 * statement (send_message, migration 0047; docs/decisions/085), given these
 * roles: the entries of the sender as player where a participant is staff of
 * the entry's college, and the entries of each participant as player where
 * the sender is. It lives in messaging/ (pipeline builds on messaging, not the
 * reverse: decision 058).
 */
