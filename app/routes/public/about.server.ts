export { listAboutSections, listTeamMembers } from "@server/services/public-content";
