export { listAboutSections } from "@server/services/about-content";
export { listPublicTeamMembers } from "@server/services/team-members";
