// Anchor for the translations library; its content is the compiled .qm resources.
namespace rulelab {
int translationsAnchor() { return 0; }
}  // namespace rulelab
