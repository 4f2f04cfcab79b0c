<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Cli</name>
    <message numerus="yes">
        <location filename="../app/cli/cmd_catalogue.cpp" line="+60"/>
        <source>warning: %n game(s) without texts in %1, shown in English: %2</source>
        <translation>
            <numerusform>warning: %n game without texts in %1, shown in English: %2</numerusform>
            <numerusform>warning: %n games without texts in %1, shown in English: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n rules file(s) refused (check them with &apos;rulelab-cli check FILE&apos;):</source>
        <translation>
            <numerusform>%n rules file refused (check it with &apos;rulelab-cli check FILE&apos;):</numerusform>
            <numerusform>%n rules files refused (check them with &apos;rulelab-cli check FILE&apos;):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_check.cpp" line="+80"/>
        <source>an experiment on %1 (%n reading(s))</source>
        <translation>
            <numerusform>an experiment on %1 (%n reading)</numerusform>
            <numerusform>an experiment on %1 (%n readings)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%n file(s) checked</source>
        <translation>
            <numerusform>%n file checked</numerusform>
            <numerusform>%n files checked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n problem(s) in %1 of them</source>
        <translation>
            <numerusform>%n problem in %1 of them</numerusform>
            <numerusform>%n problems in %1 of them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_compare_results.cpp" line="+27"/>
        <source>Readings of %n results folder(s), agents %1:</source>
        <translation>
            <numerusform>Readings of %n results folder, agents %1:</numerusform>
            <numerusform>Readings of %n results folders, agents %1:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_status.cpp" line="+107"/>
        <source>Leave %n folder(s) out of the merge (see the notes).</source>
        <translation>
            <numerusform>Leave %n folder out of the merge (see the notes).</numerusform>
            <numerusform>Leave %n folders out of the merge (see the notes).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_sweep.cpp" line="+113"/>
        <source>Adjusted intervals: Bonferroni over the %n contrast(s) of each metric (level %1). An interaction is flagged when a contrast&apos;s adjusted interval excludes 0 and the contrast is larger than the smaller of the two options&apos; largest main effects.</source>
        <translation>
            <numerusform>Adjusted intervals: Bonferroni over the %n contrast of each metric (level %1). An interaction is flagged when a contrast&apos;s adjusted interval excludes 0 and the contrast is larger than the smaller of the two options&apos; largest main effects.</numerusform>
            <numerusform>Adjusted intervals: Bonferroni over the %n contrasts of each metric (level %1). An interaction is flagged when a contrast&apos;s adjusted interval excludes 0 and the contrast is larger than the smaller of the two options&apos; largest main effects.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchReplay</name>
    <message numerus="yes">
        <location filename="../core/replay/replay_text.cpp" line="+126"/>
        <source>%1, reading %2: the moves from the start to state %3 of the state graph (%n move(s))</source>
        <translation>
            <numerusform>%1, reading %2: the moves from the start to state %3 of the state graph (%n move)</numerusform>
            <numerusform>%1, reading %2: the moves from the start to state %3 of the state graph (%n moves)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rulelab::BundleDialog</name>
    <message numerus="yes">
        <location filename="../app/gui/bundle_dialog.cpp" line="+148"/>
        <source>%n file(s), %1 in all.</source>
        <translation>
            <numerusform>%n file, %1 in all.</numerusform>
            <numerusform>%n files, %1 in all.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rulelab::ExploreView</name>
    <message numerus="yes">
        <location filename="../app/gui/explore_view_forms.cpp" line="+310"/>
        <source>%n candidate(s) (%1), every combination explored.</source>
        <translation>
            <numerusform>%n candidate (%1), every combination explored.</numerusform>
            <numerusform>%n candidates (%1), every combination explored.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/explore_view_requirements.cpp" line="+185"/>
        <source>%1: usage map, %n cell(s)</source>
        <translation>
            <numerusform>%1: usage map, %n cell</numerusform>
            <numerusform>%1: usage map, %n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/explore_view_results.cpp" line="+79"/>
        <source>Exploring %n candidate(s)...</source>
        <translation>
            <numerusform>Exploring %n candidate...</numerusform>
            <numerusform>Exploring %n candidates...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>Cancelled after %1 of %2 matches: the %n verdict(s) reached so far are kept.</source>
        <translation>
            <numerusform>Cancelled after %1 of %2 matches: the %n verdict reached so far is kept.</numerusform>
            <numerusform>Cancelled after %1 of %2 matches: the %n verdicts reached so far are kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Finished: %1 of %2 matches in %n round(s).</source>
        <translation>
            <numerusform>Finished: %1 of %2 matches in %n round.</numerusform>
            <numerusform>Finished: %1 of %2 matches in %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>%n candidate(s)</source>
        <translation>
            <numerusform>%n candidate</numerusform>
            <numerusform>%n candidates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1 of %2 matches in %n round(s)</source>
        <translation>
            <numerusform>%1 of %2 matches in %n round</numerusform>
            <numerusform>%1 of %2 matches in %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n uncertain verdict(s): the budget did not settle them at the promised error rate.</source>
        <translation>
            <numerusform>%n uncertain verdict: the budget did not settle it at the promised error rate.</numerusform>
            <numerusform>%n uncertain verdicts: the budget did not settle them at the promised error rate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Roughly %1 more matches each would settle %n of them (the median).</source>
        <translation>
            <numerusform>Roughly %1 more matches each would settle %n of them (the median).</numerusform>
            <numerusform>Roughly %1 more matches each would settle %n of them (the median).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rulelab::GlossaryDialog</name>
    <message numerus="yes">
        <location filename="../app/gui/glossary_dialog.cpp" line="+143"/>
        <source>%n term(s)</source>
        <translation>
            <numerusform>%n term</numerusform>
            <numerusform>%n terms</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rulelab::GraphView</name>
    <message numerus="yes">
        <location filename="../app/gui/graph_view_nodes.cpp" line="+62"/>
        <source>Component of %n state(s); play can go round in it</source>
        <translation>
            <numerusform>Component of %n state; play can go round in it</numerusform>
            <numerusform>Component of %n states; play can go round in it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Component of %n state(s)</source>
        <translation>
            <numerusform>Component of %n state</numerusform>
            <numerusform>Component of %n states</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>Double-click to replay the %n move(s) from the start.</source>
        <translation>
            <numerusform>Double-click to replay the %n move from the start.</numerusform>
            <numerusform>Double-click to replay the %n moves from the start.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/graph_view_options.cpp" line="+266"/>
        <source>%1, reading %2, from the position after %n move(s) of %3</source>
        <translation>
            <numerusform>%1, reading %2, from the position after %n move of %3</numerusform>
            <numerusform>%1, reading %2, from the position after %n moves of %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/graph_view_summary.cpp" line="+78"/>
        <source>%n state(s)</source>
        <translation>
            <numerusform>%n state</numerusform>
            <numerusform>%n states</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rulelab::LadderView</name>
    <message numerus="yes">
        <location filename="../app/gui/ladder_view.cpp" line="+289"/>
        <source>Done: %n cell(s).</source>
        <translation>
            <numerusform>Done: %n cell.</numerusform>
            <numerusform>Done: %n cells.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+68"/>
        <source>Under best play (%n state(s), solved exactly) the first mover&apos;s points are %1, the ladder&apos;s limit: </source>
        <translation>
            <numerusform>Under best play (%n state, solved exactly) the first mover&apos;s points are %1, the ladder&apos;s limit: </numerusform>
            <numerusform>Under best play (%n states, solved exactly) the first mover&apos;s points are %1, the ladder&apos;s limit: </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rulelab::MainWindow</name>
    <message numerus="yes">
        <location filename="../app/gui/experiment_panel.cpp" line="+196"/>
        <source>Readings: the %n of the opened experiment (tick readings to replace them).</source>
        <translation>
            <numerusform>Readings: the %n of the opened experiment (tick readings to replace them).</numerusform>
            <numerusform>Readings: the %n of the opened experiment (tick readings to replace them).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Sweep of &apos;%1&apos; over %n option(s), as in the opened experiment (tick readings to replace it).</source>
        <translation>
            <numerusform>Sweep of &apos;%1&apos; over %n option, as in the opened experiment (tick readings to replace it).</numerusform>
            <numerusform>Sweep of &apos;%1&apos; over %n options, as in the opened experiment (tick readings to replace it).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="+156"/>
        <source>Replaying the %n move(s) from the start to the chosen state</source>
        <translation>
            <numerusform>Replaying the %n move from the start to the chosen state</numerusform>
            <numerusform>Replaying the %n moves from the start to the chosen state</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window_actions.cpp" line="+186"/>
        <source>Readings of %n results folder(s), %1, each with its own game, seed and build:</source>
        <translation>
            <numerusform>Readings of %n results folder, %1, each with its own game, seed and build:</numerusform>
            <numerusform>Readings of %n results folders, %1, each with its own game, seed and build:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/reading_tree.cpp" line="+129"/>
        <source>%n game(s) loaded</source>
        <translation>
            <numerusform>%n game loaded</numerusform>
            <numerusform>%n games loaded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n plugin(s) could not be loaded</source>
        <translation>
            <numerusform>%n plugin could not be loaded</numerusform>
            <numerusform>%n plugins could not be loaded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/results_view.cpp" line="+138"/>
        <source>%1: %n reading(s)</source>
        <translation>
            <numerusform>%1: %n reading</numerusform>
            <numerusform>%1: %n readings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/rules_form_run.cpp" line="+100"/>
        <source>The draft cannot be played yet: %n problem(s), listed above.</source>
        <translation>
            <numerusform>The draft cannot be played yet: %n problem, listed above.</numerusform>
            <numerusform>The draft cannot be played yet: %n problems, listed above.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rulelab::RoundGraphView</name>
    <message numerus="yes">
        <location filename="../app/gui/round_graph_view.cpp" line="+222"/>
        <source>Playing %n new match(es) of %1...</source>
        <translation>
            <numerusform>Playing %n new match of %1...</numerusform>
            <numerusform>Playing %n new matches of %1...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Replaying %n match(es) of %1...</source>
        <translation>
            <numerusform>Replaying %n match of %1...</numerusform>
            <numerusform>Replaying %n matches of %1...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1: %n new match(es) played; </source>
        <translation>
            <numerusform>%1: %n new match played; </numerusform>
            <numerusform>%1: %n new matches played; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n match(es) replayed; </source>
        <translation>
            <numerusform>%1: %n match replayed; </numerusform>
            <numerusform>%1: %n matches replayed; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n configuration(s) between rounds, </source>
        <translation>
            <numerusform>%n configuration between rounds, </numerusform>
            <numerusform>%n configurations between rounds, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n transition(s), </source>
        <translation>
            <numerusform>%n transition, </numerusform>
            <numerusform>%n transitions, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n group(s) of configurations the matches go round in.</source>
        <translation>
            <numerusform>%n group of configurations the matches go round in.</numerusform>
            <numerusform>%n groups of configurations the matches go round in.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rulelab::RulesFormDialog</name>
    <message numerus="yes">
        <location filename="../app/gui/rules_file_dialogs.cpp" line="+492"/>
        <location line="+4"/>
        <source>Not saved: %n problem(s), listed above.</source>
        <translation>
            <numerusform>Not saved: %n problem, listed above.</numerusform>
            <numerusform>Not saved: %n problems, listed above.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/rules_form_live.cpp" line="+165"/>
        <source>%n problem(s), each shown beside its field.</source>
        <translation>
            <numerusform>%n problem, each shown beside its field.</numerusform>
            <numerusform>%n problems, each shown beside its field.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>Draft saved to %1: %n problem(s) left to fix.</source>
        <translation>
            <numerusform>Draft saved to %1: %n problem left to fix.</numerusform>
            <numerusform>Draft saved to %1: %n problems left to fix.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>Opened %1: %n problem(s) left to fix.</source>
        <translation>
            <numerusform>Opened %1: %n problem left to fix.</numerusform>
            <numerusform>Opened %1: %n problems left to fix.</numerusform>
        </translation>
    </message>
</context>
</TS>
