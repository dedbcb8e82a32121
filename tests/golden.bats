#!/usr/bin/env bats
# golden.bats: one test per golden (tests/golden/NAME.cst against NAME.out),
# each run by scripts/golden; then a few tests of the runner itself.
# When you add a golden, add its @test line here: the first test checks that
# every golden has one.

bats_require_minimum_version 1.5.0

CST=${CST:-$BATS_TEST_DIRNAME/../build/cst}
GOLDEN=$BATS_TEST_DIRNAME/../scripts/golden

golden() {
    "$GOLDEN" --cst "$CST" "$1"
}

@test "golden: every tests/golden/*.cst has a test here and a .out" {
    local listed present name
    present=$(cd "$BATS_TEST_DIRNAME/golden" && ls *.cst | sed 's/\.cst$//' | sort)
    listed=$(sed -n 's/^@test "golden \([A-Za-z0-9_]*\)".*/\1/p' "$BATS_TEST_FILENAME" | sort)
    diff <(echo "$present") <(echo "$listed")
    for name in $present; do
        [ -f "$BATS_TEST_DIRNAME/golden/$name.out" ] || { echo "no $name.out"; return 1; }
    done
}

@test "golden runner: a wrong output fails with a diff and the counts" {
    printf '#!/bin/sh\necho "not the expected output"\n' > "$BATS_TEST_TMPDIR/fake-cst"
    chmod +x "$BATS_TEST_TMPDIR/fake-cst"
    run "$GOLDEN" --cst "$BATS_TEST_TMPDIR/fake-cst" acceptance
    [ "$status" -ne 0 ]
    [[ $output == *"FAIL acceptance"* ]]
    [[ $output == *"+not the expected output"* ]]
    [[ ${lines[-1]} == "0 passed, 1 failed" ]]
}

@test "golden runner: on cuda, a case's '# on cuda:' line makes a mismatch a documented difference, not a pass" {
    mkdir "$BATS_TEST_TMPDIR/cases"
    printf '#!/bin/sh\necho "other last digits"\necho done\n' > "$BATS_TEST_TMPDIR/fake-cst"
    chmod +x "$BATS_TEST_TMPDIR/fake-cst"
    printf '# a sum\n# on cuda: adds in another order\n' > "$BATS_TEST_TMPDIR/cases/sum.cst"
    printf "the sim's digits\ndone\n" > "$BATS_TEST_TMPDIR/cases/sum.out"
    GOLDEN_DIR=$BATS_TEST_TMPDIR/cases run "$GOLDEN" --device=cuda --cst "$BATS_TEST_TMPDIR/fake-cst"
    [ "$status" -eq 0 ]
    [[ $output == *"DIFFERS sum, as documented: adds in another order"* ]]
    [ "${lines[-1]}" = "0 passed, 0 failed, 1 documented differences" ]
    # on the simulated device the same mismatch fails
    GOLDEN_DIR=$BATS_TEST_TMPDIR/cases run "$GOLDEN" --device=sim --cst "$BATS_TEST_TMPDIR/fake-cst"
    [ "$status" -ne 0 ]
    [ "${lines[-1]}" = "0 passed, 1 failed" ]
}

@test "golden runner: a '# on cuda:' note covers values, not a crash, an exit status or a run cut short" {
    mkdir "$BATS_TEST_TMPDIR/cases"
    printf '# a sum\n# on cuda: adds in another order\n' > "$BATS_TEST_TMPDIR/cases/sum.cst"
    printf 'first 1.0\nsecond 2.0\n' > "$BATS_TEST_TMPDIR/cases/sum.out"
    # the fake answers the runner's GPU count, then prints as the case
    local probe='case "$*" in *device_count*) echo 1; exit 0;; esac\n'
    printf "#!/bin/sh\n$probe"'echo "first 1.0"\nkill -SEGV $$\n' > "$BATS_TEST_TMPDIR/fake-cst"
    chmod +x "$BATS_TEST_TMPDIR/fake-cst"
    GOLDEN_DIR=$BATS_TEST_TMPDIR/cases run "$GOLDEN" --device=cuda --cst "$BATS_TEST_TMPDIR/fake-cst"
    [ "$status" -ne 0 ]
    [[ $output == *"FAIL sum"* ]]
    [ "${lines[-1]}" = "0 passed, 1 failed" ]
    # the same lines with a new exit status fail too
    printf "#!/bin/sh\n$probe"'echo "first 1.0"\necho "second 2.0"\nexit 1\n' > "$BATS_TEST_TMPDIR/fake-cst"
    GOLDEN_DIR=$BATS_TEST_TMPDIR/cases run "$GOLDEN" --device=cuda --cst "$BATS_TEST_TMPDIR/fake-cst"
    [ "${lines[-1]}" = "0 passed, 1 failed" ]
    # other digits, even over more lines, are the documented difference
    printf "#!/bin/sh\n$probe"'echo "first 1.0000e+00"\necho "  wrapped"\necho "second 2.0"\n' \
        > "$BATS_TEST_TMPDIR/fake-cst"
    GOLDEN_DIR=$BATS_TEST_TMPDIR/cases run "$GOLDEN" --device=cuda --cst "$BATS_TEST_TMPDIR/fake-cst"
    [ "$status" -eq 0 ]
    [ "${lines[-1]}" = "0 passed, 0 failed, 1 documented differences" ]
}

@test "golden runner: a non-zero status is recorded as a last line [exit N]" {
    printf '#!/bin/sh\necho before exit\necho i = 0\necho i = 1\necho leaving with 3\nexit 3\n' \
        > "$BATS_TEST_TMPDIR/fake-cst"
    chmod +x "$BATS_TEST_TMPDIR/fake-cst"
    run "$GOLDEN" --cst "$BATS_TEST_TMPDIR/fake-cst" exit
    [ "$status" -eq 0 ]
    [ "${lines[-1]}" = "1 passed, 0 failed" ]
}

@test "golden runner: passes '# args:' options, NO_COLOR, and runs inside the golden directory" {
    mkdir "$BATS_TEST_TMPDIR/cases"
    printf '#!/bin/sh\necho "$@" "NO_COLOR=$NO_COLOR" "$(basename "$PWD")"\n' > "$BATS_TEST_TMPDIR/fake-cst"
    chmod +x "$BATS_TEST_TMPDIR/fake-cst"
    printf '# args: --race=error --seed=3\n# what it pins\n' > "$BATS_TEST_TMPDIR/cases/probe.cst"
    echo "--device=sim --race=error --seed=3 probe.cst NO_COLOR=1 cases" > "$BATS_TEST_TMPDIR/cases/probe.out"
    GOLDEN_DIR=$BATS_TEST_TMPDIR/cases run "$GOLDEN" --device=sim --cst "$BATS_TEST_TMPDIR/fake-cst"
    [ "$status" -eq 0 ]
    [ "${lines[-1]}" = "1 passed, 0 failed" ]
}

@test "golden runner: a case past the time limit is killed and fails" {
    mkdir "$BATS_TEST_TMPDIR/cases"
    printf '#!/bin/sh\nexec sleep 20\n' > "$BATS_TEST_TMPDIR/fake-cst"
    chmod +x "$BATS_TEST_TMPDIR/fake-cst"
    printf '# sleeps\n' > "$BATS_TEST_TMPDIR/cases/slow.cst"
    : > "$BATS_TEST_TMPDIR/cases/slow.out"
    GOLDEN_DIR=$BATS_TEST_TMPDIR/cases GOLDEN_TIMEOUT=1 run "$GOLDEN" --cst "$BATS_TEST_TMPDIR/fake-cst"
    [ "$status" -ne 0 ]
    [[ $output == *"FAIL slow: killed after 1s"* ]]
    [ "${lines[-1]}" = "0 passed, 1 failed" ]
}

@test "golden runner: --update records exactly one case" {
    mkdir "$BATS_TEST_TMPDIR/cases"
    printf '#!/bin/sh\necho recorded output\nexit 1\n' > "$BATS_TEST_TMPDIR/fake-cst"
    chmod +x "$BATS_TEST_TMPDIR/fake-cst"
    printf '# one\n' > "$BATS_TEST_TMPDIR/cases/one.cst"
    GOLDEN_DIR=$BATS_TEST_TMPDIR/cases run "$GOLDEN" --cst "$BATS_TEST_TMPDIR/fake-cst" --update one
    [ "$status" -eq 0 ]
    [ "$(cat "$BATS_TEST_TMPDIR/cases/one.out")" = $'recorded output\n[exit 1]' ]
}

@test "golden runner: --update refuses no name, several names, and oracle-derived cases" {
    run "$GOLDEN" --cst "$CST" --update
    [ "$status" -eq 2 ]
    run "$GOLDEN" --cst "$CST" --update err_name err_div_zero
    [ "$status" -eq 2 ]
    run "$GOLDEN" --cst "$CST" --update acceptance
    [ "$status" -eq 2 ]
    [[ $output == *scripts/oracle* ]]
}

@test "golden runner: on cuda, a case needing more GPUs than the machine has is skipped with the count, neither passed nor failed" {
    mkdir "$BATS_TEST_TMPDIR/cases"
    # A fake cst on a machine with one GPU: it answers device_count() with 1
    # and prints "ran" for any case it is given.
    printf '#!/bin/sh
for a; do [ "$a" = "print(device_count())" ] && { echo 1; exit 0; }; done
echo ran
' \
        > "$BATS_TEST_TMPDIR/fake-cst"
    chmod +x "$BATS_TEST_TMPDIR/fake-cst"
    printf '# args: --sim-devices=2\n# two devices\n' > "$BATS_TEST_TMPDIR/cases/pair.cst"
    printf '# one device\n' > "$BATS_TEST_TMPDIR/cases/single.cst"
    echo ran > "$BATS_TEST_TMPDIR/cases/pair.out"
    echo ran > "$BATS_TEST_TMPDIR/cases/single.out"
    GOLDEN_DIR=$BATS_TEST_TMPDIR/cases run "$GOLDEN" --device=cuda --cst "$BATS_TEST_TMPDIR/fake-cst"
    [ "$status" -eq 0 ]
    [[ $output == *"SKIP pair: needs 2 GPUs, this machine has 1"* ]]
    [ "${lines[-1]}" = "1 passed, 0 failed, 1 skipped for want of GPUs" ]
    # the simulated device makes as many devices as a case asks for
    GOLDEN_DIR=$BATS_TEST_TMPDIR/cases run "$GOLDEN" --device=sim --cst "$BATS_TEST_TMPDIR/fake-cst"
    [ "$status" -eq 0 ]
    [ "${lines[-1]}" = "2 passed, 0 failed" ]
}

@test "golden acceptance" { golden acceptance; }
@test "golden argv" { golden argv; }
@test "golden arith_float" { golden arith_float; }
@test "golden arith_int" { golden arith_int; }
@test "golden assign" { golden assign; }
@test "golden bitwise" { golden bitwise; }
@test "golden bools_none" { golden bools_none; }
@test "golden builtins" { golden builtins; }
@test "golden compare" { golden compare; }
@test "golden control" { golden control; }
@test "golden default_dtype" { golden default_dtype; }
@test "golden generator" { golden generator; }
@test "golden loop_else" { golden loop_else; }
@test "golden matmul_bf16_tiles" { golden matmul_bf16_tiles; }
@test "golden corpus_aa13" { golden corpus_aa13; }
@test "golden corpus_ag8" { golden corpus_ag8; }
@test "golden corpus_arg8" { golden corpus_arg8; }
@test "golden corpus_args" { golden corpus_args; }
@test "golden corpus_arrayapi" { golden corpus_arrayapi; }
@test "golden corpus_arrayapi2" { golden corpus_arrayapi2; }
@test "golden corpus_checks" { golden corpus_checks; }
@test "golden corpus_compose" { golden corpus_compose; }
@test "golden corpus_dt8" { golden corpus_dt8; }
@test "golden corpus_index" { golden corpus_index; }
@test "golden corpus_la8" { golden corpus_la8; }
@test "golden corpus_ma8" { golden corpus_ma8; }
@test "golden corpus_rand10" { golden corpus_rand10; }
@test "golden corpus_misc10" { golden corpus_misc10; }
@test "golden corpus_gap9" { golden corpus_gap9; }
@test "golden corpus_doc9" { golden corpus_doc9; }
@test "golden corpus_la9" { golden corpus_la9; }
@test "golden corpus_math" { golden corpus_math; }
@test "golden corpus_math8" { golden corpus_math8; }
@test "golden corpus_spec10" { golden corpus_spec10; }
@test "golden special_normal_f32" { golden special_normal_f32; }
@test "golden corpus_mb8" { golden corpus_mb8; }
@test "golden corpus_mf8" { golden corpus_mf8; }
@test "golden corpus_more" { golden corpus_more; }
@test "golden corpus_api3" { golden corpus_api3; }
@test "golden corpus_api8" { golden corpus_api8; }
@test "golden corpus_sort5" { golden corpus_sort5; }
@test "golden corpus_py7" { golden corpus_py7; }
@test "golden corpus_py12" { golden corpus_py12; }
@test "golden corpus_n38" { golden corpus_n38; }
@test "golden corpus_nn" { golden corpus_nn; }
@test "golden corpus_nn3" { golden corpus_nn3; }
@test "golden corpus_nn4" { golden corpus_nn4; }
@test "golden corpus_nn8" { golden corpus_nn8; }
@test "golden corpus_nn10" { golden corpus_nn10; }
@test "golden corpus_nn_ops" { golden corpus_nn_ops; }
@test "golden corpus_nx8" { golden corpus_nx8; }
@test "golden corpus_search" { golden corpus_search; }
@test "golden corpus_sh8" { golden corpus_sh8; }
@test "golden corpus_shape" { golden corpus_shape; }
@test "golden corpus_shape2" { golden corpus_shape2; }
@test "golden corpus_shape6" { golden corpus_shape6; }
@test "golden corpus_stats" { golden corpus_stats; }
@test "golden corpus_tf13" { golden corpus_tf13; }
@test "golden corpus_types" { golden corpus_types; }
@test "golden corpus_losses" { golden corpus_losses; }
@test "golden corpus_layers" { golden corpus_layers; }
@test "golden corpus_fn7" { golden corpus_fn7; }
@test "golden corpus_ix7" { golden corpus_ix7; }
@test "golden corpus_ix8" { golden corpus_ix8; }
@test "golden corpus_index12" { golden corpus_index12; }
@test "golden corpus_ew7" { golden corpus_ew7; }
@test "golden corpus_st7" { golden corpus_st7; }
@test "golden corpus_st8" { golden corpus_st8; }
@test "golden corpus_sc7" { golden corpus_sc7; }
@test "golden corpus_so10" { golden corpus_so10; }
@test "golden cuda_notes_events" { golden cuda_notes_events; }
@test "golden cuda_notes_no_read" { golden cuda_notes_no_read; }
@test "golden cuda_notes_race" { golden cuda_notes_race; }
@test "golden cuda_notes_streams" { golden cuda_notes_streams; }
@test "golden err_after_output" { golden err_after_output; }
@test "golden err_aminmax_empty" { golden err_aminmax_empty; }
@test "golden err_assign_literal" { golden err_assign_literal; }
@test "golden err_attribute" { golden err_attribute; }
@test "golden err_bad_escape" { golden err_bad_escape; }
@test "golden err_bad_hex" { golden err_bad_hex; }
@test "golden err_bad_number" { golden err_bad_number; }
@test "golden err_bad_underscore" { golden err_bad_underscore; }
@test "golden err_break_outside_loop" { golden err_break_outside_loop; }
@test "golden err_builtin_args" { golden err_builtin_args; }
@test "golden err_compare_types" { golden err_compare_types; }
@test "golden err_continue_outside_loop" { golden err_continue_outside_loop; }
@test "golden err_def_no_params" { golden err_def_no_params; }
@test "golden err_default_order" { golden err_default_order; }
@test "golden err_div_zero" { golden err_div_zero; }
@test "golden err_else_without_if" { golden err_else_without_if; }
@test "golden err_empty_index" { golden err_empty_index; }
@test "golden err_eof_after_operator" { golden err_eof_after_operator; }
@test "golden err_device_missing" { golden err_device_missing; }
@test "golden err_event_not_recorded" { golden err_event_not_recorded; }
@test "golden err_event_other_device" { golden err_event_other_device; }
@test "golden err_event_pending" { golden err_event_pending; }
@test "golden err_event_timing" { golden err_event_timing; }
@test "golden err_float_div_zero" { golden err_float_div_zero; }
@test "golden err_float_mod_zero" { golden err_float_mod_zero; }
@test "golden err_float_parse" { golden err_float_parse; }
@test "golden err_floordiv_zero" { golden err_floordiv_zero; }
@test "golden err_fractional_power" { golden err_fractional_power; }
@test "golden err_fstring_brace" { golden err_fstring_brace; }
@test "golden err_graph_capture" { golden err_graph_capture; }
@test "golden err_in_function" { golden err_in_function; }
@test "golden err_index_broadcast" { golden err_index_broadcast; }
@test "golden err_index_float" { golden err_index_float; }
@test "golden err_index_mask_shape" { golden err_index_mask_shape; }
@test "golden err_index_put_dtype" { golden err_index_put_dtype; }
@test "golden err_index_put_shape" { golden err_index_put_shape; }
@test "golden err_index_type" { golden err_index_type; }
@test "golden err_int_literal_range" { golden err_int_literal_range; }
@test "golden err_int_min_floordiv" { golden err_int_min_floordiv; }
@test "golden err_int_negate_min" { golden err_int_negate_min; }
@test "golden err_int_of_inf" { golden err_int_of_inf; }
@test "golden err_int_overflow" { golden err_int_overflow; }
@test "golden err_int_overflow_mul" { golden err_int_overflow_mul; }
@test "golden err_int_overflow_pow" { golden err_int_overflow_pow; }
@test "golden err_int_parse" { golden err_int_parse; }
@test "golden err_keyword_assign" { golden err_keyword_assign; }
@test "golden err_keyword_name" { golden err_keyword_name; }
@test "golden err_kwarg_order" { golden err_kwarg_order; }
@test "golden err_len_int" { golden err_len_int; }
@test "golden err_list_assign_index" { golden err_list_assign_index; }
@test "golden err_list_index" { golden err_list_index; }
@test "golden err_list_minus" { golden err_list_minus; }
@test "golden err_list_negative_index" { golden err_list_negative_index; }
@test "golden err_max_empty" { golden err_max_empty; }
@test "golden err_method_unknown" { golden err_method_unknown; }
@test "golden err_mismatched_bracket" { golden err_mismatched_bracket; }
@test "golden err_missing_arg" { golden err_missing_arg; }
@test "golden err_missing_brace" { golden err_missing_brace; }
@test "golden err_missing_comma" { golden err_missing_comma; }
@test "golden err_mod_zero" { golden err_mod_zero; }
@test "golden err_mul_seq_float" { golden err_mul_seq_float; }
@test "golden err_name" { golden err_name; }
@test "golden err_name_call" { golden err_name_call; }
@test "golden err_nesting_deep" { golden err_nesting_deep; }
@test "golden err_not_callable" { golden err_not_callable; }
@test "golden err_not_iterable" { golden err_not_iterable; }
@test "golden err_operand_types" { golden err_operand_types; }
@test "golden err_partial_line" { golden err_partial_line; }
@test "golden err_pow_zero_negative" { golden err_pow_zero_negative; }
@test "golden err_py_assert" { golden err_py_assert; }
@test "golden err_py_class" { golden err_py_class; }
@test "golden err_py_except_order" { golden err_py_except_order; }
@test "golden err_py_import_numpy" { golden err_py_import_numpy; }
@test "golden err_py_import_unknown" { golden err_py_import_unknown; }
@test "golden err_py_keyerror" { golden err_py_keyerror; }
@test "golden err_py_lambda_args" { golden err_py_lambda_args; }
@test "golden err_py_next" { golden err_py_next; }
@test "golden err_py_nn_module" { golden err_py_nn_module; }
@test "golden err_py_raise" { golden err_py_raise; }
@test "golden err_py_reraise" { golden err_py_reraise; }
@test "golden err_py_star_targets" { golden err_py_star_targets; }
@test "golden err_py_try_incomplete" { golden err_py_try_incomplete; }
@test "golden err_py_unhashable" { golden err_py_unhashable; }
@test "golden err_py_with_value" { golden err_py_with_value; }
@test "golden err_range_step_zero" { golden err_range_step_zero; }
@test "golden err_recursion" { golden err_recursion; }
@test "golden err_return_outside_function" { golden err_return_outside_function; }
@test "golden err_slice_step_zero" { golden err_slice_step_zero; }
@test "golden err_str_index" { golden err_str_index; }
@test "golden err_str_item_assign" { golden err_str_item_assign; }
@test "golden err_str_plus_int" { golden err_str_plus_int; }
@test "golden err_stray_brace" { golden err_stray_brace; }
@test "golden err_stray_char" { golden err_stray_char; }
@test "golden err_stray_paren" { golden err_stray_paren; }
@test "golden err_stream_decl" { golden err_stream_decl; }
@test "golden err_stream_device_index" { golden err_stream_device_index; }
@test "golden err_synchronize_int" { golden err_synchronize_int; }
@test "golden err_tensor_bool_sub" { golden err_tensor_bool_sub; }
@test "golden err_tensor_broadcast" { golden err_tensor_broadcast; }
@test "golden err_tensor_cast" { golden err_tensor_cast; }
@test "golden err_tensor_decl" { golden err_tensor_decl; }
@test "golden err_tensor_device" { golden err_tensor_device; }
@test "golden err_tensor_device_ordinal" { golden err_tensor_device_ordinal; }
@test "golden err_tensor_index" { golden err_tensor_index; }
@test "golden err_tensor_inplace_broadcast" { golden err_tensor_inplace_broadcast; }
@test "golden err_tensor_item" { golden err_tensor_item; }
@test "golden err_tensor_len" { golden err_tensor_len; }
@test "golden err_tensor_ragged" { golden err_tensor_ragged; }
@test "golden err_tensor_requires_grad" { golden err_tensor_requires_grad; }
@test "golden err_tensor_truth" { golden err_tensor_truth; }
@test "golden err_tensor_view" { golden err_tensor_view; }
@test "golden err_tile_dims" { golden err_tile_dims; }
@test "golden err_too_many_args" { golden err_too_many_args; }
@test "golden err_unary_type" { golden err_unary_type; }
@test "golden err_unbound_local" { golden err_unbound_local; }
@test "golden err_unclosed_block" { golden err_unclosed_block; }
@test "golden err_unclosed_bracket" { golden err_unclosed_bracket; }
@test "golden err_unclosed_fstring" { golden err_unclosed_fstring; }
@test "golden err_unclosed_paren" { golden err_unclosed_paren; }
@test "golden err_unclosed_string" { golden err_unclosed_string; }
@test "golden err_unknown_kwarg" { golden err_unknown_kwarg; }
@test "golden err_unpack_few" { golden err_unpack_few; }
@test "golden err_unpack_many" { golden err_unpack_many; }
@test "golden err_with_stream_int" { golden err_with_stream_int; }
@test "golden exit" { golden exit; }
@test "golden exit_zero" { golden exit_zero; }
@test "golden float_repr" { golden float_repr; }
@test "golden flip_strided" { golden flip_strided; }
@test "golden fstrings" { golden fstrings; }
@test "golden fstrings_quotes" { golden fstrings_quotes; }
@test "golden functions" { golden functions; }
@test "golden fusion" { golden fusion; }
@test "golden fuzz_device_index" { golden fuzz_device_index; }
@test "golden graphs" { golden graphs; }
@test "golden graphs_auto" { golden graphs_auto; }
@test "golden graphs_refused" { golden graphs_refused; }
@test "golden index_advanced" { golden index_advanced; }
@test "golden index_fast_roads" { golden index_fast_roads; }
@test "golden ops_fused_roads" { golden ops_fused_roads; }
@test "golden index_sums_order" { golden index_sums_order; }
@test "golden int64" { golden int64; }
@test "golden lgamma_float" { golden lgamma_float; }
@test "golden lists" { golden lists; }
@test "golden literals" { golden literals; }
@test "golden logic" { golden logic; }
@test "golden power" { golden power; }
@test "golden print" { golden print; }
@test "golden py_augassign" { golden py_augassign; }
@test "golden py_comprehensions" { golden py_comprehensions; }
@test "golden py_dicts" { golden py_dicts; }
@test "golden py_exceptions" { golden py_exceptions; }
@test "golden py_functional" { golden py_functional; }
@test "golden py_imports" { golden py_imports; }
@test "golden py_iter_builtins" { golden py_iter_builtins; }
@test "golden py_lambda" { golden py_lambda; }
@test "golden py_math" { golden py_math; }
@test "golden py_named" { golden py_named; }
@test "golden py_star" { golden py_star; }
@test "golden py_strings" { golden py_strings; }
@test "golden py_tensor_extras" { golden py_tensor_extras; }
@test "golden race_graph" { golden race_graph; }
@test "golden scope" { golden scope; }
@test "golden seed1" { golden seed1; }
@test "golden seed2" { golden seed2; }
@test "golden seed3" { golden seed3; }
@test "golden streams_cross_device" { golden streams_cross_device; }
@test "golden streams_devices" { golden streams_devices; }
@test "golden multi_collectives" { golden multi_collectives; }
@test "golden multi_collectives_4" { golden multi_collectives_4; }
@test "golden multi_copies" { golden multi_copies; }
@test "golden multi_copies_4" { golden multi_copies_4; }
@test "golden multi_devices" { golden multi_devices; }
@test "golden multi_devices_4" { golden multi_devices_4; }
@test "golden multi_err_bool_avg" { golden multi_err_bool_avg; }
@test "golden multi_err_contiguous" { golden multi_err_contiguous; }
@test "golden multi_err_cpu" { golden multi_err_cpu; }
@test "golden multi_err_dtype" { golden multi_err_dtype; }
@test "golden multi_err_duplicate" { golden multi_err_duplicate; }
@test "golden multi_err_gather_size" { golden multi_err_gather_size; }
@test "golden multi_err_int16" { golden multi_err_int16; }
@test "golden multi_err_not_list" { golden multi_err_not_list; }
@test "golden multi_err_op" { golden multi_err_op; }
@test "golden multi_err_root" { golden multi_err_root; }
@test "golden multi_err_scatter_split" { golden multi_err_scatter_split; }
@test "golden multi_err_shape" { golden multi_err_shape; }
@test "golden multi_race_collective" { golden multi_race_collective; }
@test "golden multi_race_copy" { golden multi_race_copy; }
@test "golden multi_torch_copy_streams" { golden multi_torch_copy_streams; }
@test "golden multi_torch_test_cuda_streams" { golden multi_torch_test_cuda_streams; }

@test "4-device goldens: each multi_NAME_4.cst is multi_NAME.cst run with --sim-devices=4" {
    local f
    for f in "$BATS_TEST_DIRNAME"/golden/multi_*_4.cst; do
        diff <(sed 1d "${f%_4.cst}.cst") <(sed 1d "$f")
        [ "$(head -1 "$f")" = "# args: --sim-devices=4" ]
    done
}

@test "golden streams_events" { golden streams_events; }
@test "golden streams_host_waits" { golden streams_host_waits; }
@test "golden streams_memory" { golden streams_memory; }
@test "golden streams_order" { golden streams_order; }
@test "golden streams_overlap" { golden streams_overlap; }
@test "golden streams_pinned" { golden streams_pinned; }
@test "golden streams_pool" { golden streams_pool; }
@test "golden streams_priority" { golden streams_priority; }
@test "golden streams_query" { golden streams_query; }
@test "golden streams_repr" { golden streams_repr; }
@test "golden streams_stress" { golden streams_stress; }
@test "golden streams_with" { golden streams_with; }
@test "golden strings" { golden strings; }
@test "golden strings_unicode" { golden strings_unicode; }
@test "golden syntax" { golden syntax; }
@test "golden tensor_broadcast" { golden tensor_broadcast; }
@test "golden tensor_convert" { golden tensor_convert; }
@test "golden tensor_create" { golden tensor_create; }
@test "golden tensor_elementwise" { golden tensor_elementwise; }
@test "golden tensor_index" { golden tensor_index; }
@test "golden tensor_legacy" { golden tensor_legacy; }
@test "golden tensor_pin_memory" { golden tensor_pin_memory; }
@test "golden tensor_printoptions" { golden tensor_printoptions; }
@test "golden tensor_promotion" { golden tensor_promotion; }
@test "golden tensor_views" { golden tensor_views; }
@test "golden time" { golden time; }
@test "golden torch_prefix" { golden torch_prefix; }
@test "golden torch_test_cuda_record_stream" { golden torch_test_cuda_record_stream; }
@test "golden torch_test_cuda_streams" { golden torch_test_cuda_streams; }
@test "golden tuples" { golden tuples; }

# The operation library (issue 4): reductions, linear algebra, shape, random, errors.
@test "golden err_ops_amax_empty" { golden err_ops_amax_empty; }
@test "golden err_ops_argmax_bool" { golden err_ops_argmax_bool; }
@test "golden err_ops_bmm_shape" { golden err_ops_bmm_shape; }
@test "golden err_ops_cat_0d" { golden err_ops_cat_0d; }
@test "golden err_ops_cat_empty" { golden err_ops_cat_empty; }
@test "golden err_ops_cat_sizes" { golden err_ops_cat_sizes; }
@test "golden err_ops_chunk_zero" { golden err_ops_chunk_zero; }
@test "golden err_ops_dim_range" { golden err_ops_dim_range; }
@test "golden err_ops_dim_repeat" { golden err_ops_dim_repeat; }
@test "golden err_ops_dot_dtype" { golden err_ops_dot_dtype; }
@test "golden err_ops_hypot_int" { golden err_ops_hypot_int; }
@test "golden err_ops_matmul_0d" { golden err_ops_matmul_0d; }
@test "golden err_ops_matmul_batch" { golden err_ops_matmul_batch; }
@test "golden err_ops_matmul_shape" { golden err_ops_matmul_shape; }
@test "golden err_ops_max_empty_dim" { golden err_ops_max_empty_dim; }
@test "golden err_ops_mean_int" { golden err_ops_mean_int; }
@test "golden err_ops_mm_dtype" { golden err_ops_mm_dtype; }
@test "golden err_ops_mv_shape" { golden err_ops_mv_shape; }
@test "golden err_ops_norm_int" { golden err_ops_norm_int; }
@test "golden err_ops_rand_int" { golden err_ops_rand_int; }
@test "golden err_ops_randint_bounds" { golden err_ops_randint_bounds; }
@test "golden err_ops_softmax_int" { golden err_ops_softmax_int; }
@test "golden err_ops_split_sizes" { golden err_ops_split_sizes; }
@test "golden err_ops_stack_sizes" { golden err_ops_stack_sizes; }
@test "golden err_ops_std_int" { golden err_ops_std_int; }
@test "golden err_ops_topk_range" { golden err_ops_topk_range; }
@test "golden ops_adaptive_pool" { golden ops_adaptive_pool; }
@test "golden ops_embedding_bag" { golden ops_embedding_bag; }
@test "golden ops_aminmax" { golden ops_aminmax; }
@test "golden ops_conv" { golden ops_conv; }
@test "golden ops_conv_window" { golden ops_conv_window; }
@test "golden ops_attention_reduced" { golden ops_attention_reduced; }
@test "golden ops_cummax" { golden ops_cummax; }
@test "golden ops_cumprod" { golden ops_cumprod; }
@test "golden ops_einsum" { golden ops_einsum; }
@test "golden ops_erf" { golden ops_erf; }
@test "golden ops_finfo" { golden ops_finfo; }
@test "golden ops_igamma" { golden ops_igamma; }
@test "golden ops_index" { golden ops_index; }
@test "golden ops_linalg" { golden ops_linalg; }
@test "golden ops_math" { golden ops_math; }
@test "golden ops_mode" { golden ops_mode; }
@test "golden ops_multinomial" { golden ops_multinomial; }
@test "golden ops_nll" { golden ops_nll; }
@test "golden ops_nn_attention" { golden ops_nn_attention; }
@test "golden ops_nn_attention_heads" { golden ops_nn_attention_heads; }
@test "golden ops_nn_linear" { golden ops_nn_linear; }
@test "golden ops_nn_norm" { golden ops_nn_norm; }
@test "golden ops_nn_norm_rows" { golden ops_nn_norm_rows; }
@test "golden ops_nn_param_dtypes" { golden ops_nn_param_dtypes; }
@test "golden ops_pad" { golden ops_pad; }
@test "golden ops_pool" { golden ops_pool; }
@test "golden ops_pool3d" { golden ops_pool3d; }
@test "golden ops_random" { golden ops_random; }
@test "golden ops_random_seed" { golden ops_random_seed; }
@test "golden ops_random_stats" { golden ops_random_stats; }
@test "golden ops_reduce" { golden ops_reduce; }
@test "golden ops_reduce_fold" { golden ops_reduce_fold; }
@test "golden ops_scatter_reduce" { golden ops_scatter_reduce; }
@test "golden ops_search" { golden ops_search; }
@test "golden ops_shape" { golden ops_shape; }
@test "golden ops_shape_fns" { golden ops_shape_fns; }
@test "golden ops_smooth_l1" { golden ops_smooth_l1; }
@test "golden ops_softmax_sort" { golden ops_softmax_sort; }
@test "golden ops_tensordot" { golden ops_tensordot; }
@test "golden ops_topk_select" { golden ops_topk_select; }
@test "golden ops_stats" { golden ops_stats; }
@test "golden ops_sum_cascade" { golden ops_sum_cascade; }
@test "golden ops_unique" { golden ops_unique; }
@test "golden ops_unique_dim" { golden ops_unique_dim; }

# The race checker (issue 6): each race kind, its ordered twin, naming, modes.
@test "golden race_empty" { golden race_empty; }
@test "golden race_error" { golden race_error; }
@test "golden race_free" { golden race_free; }
@test "golden race_halves" { golden race_halves; }
@test "golden race_host" { golden race_host; }
@test "golden race_host_ordered" { golden race_host_ordered; }
@test "golden race_may" { golden race_may; }
@test "golden race_names" { golden race_names; }
@test "golden race_parity" { golden race_parity; }
@test "golden race_pinned" { golden race_pinned; }
@test "golden race_pinned_error" { golden race_pinned_error; }
@test "golden race_pinned_ordered" { golden race_pinned_ordered; }
@test "golden race_pipeline" { golden race_pipeline; }
@test "golden race_producer" { golden race_producer; }
@test "golden race_quiet" { golden race_quiet; }
@test "golden race_raw" { golden race_raw; }
@test "golden race_raw_ordered" { golden race_raw_ordered; }
@test "golden race_rows" { golden race_rows; }
@test "golden race_seed2" { golden race_seed2; }
@test "golden race_slices" { golden race_slices; }
@test "golden race_stream_names" { golden race_stream_names; }
@test "golden race_strided" { golden race_strided; }
@test "golden race_transpose" { golden race_transpose; }
@test "golden race_view" { golden race_view; }
@test "golden race_view_ordered" { golden race_view_ordered; }
@test "golden race_war" { golden race_war; }
@test "golden race_war_ordered" { golden race_war_ordered; }
@test "golden race_waw" { golden race_waw; }
@test "golden race_waw_ordered" { golden race_waw_ordered; }
@test "golden copy_short_rows" { golden copy_short_rows; }
@test "golden ops_compose_more" { golden ops_compose_more; }
@test "golden reduce_dims" { golden reduce_dims; }
@test "golden reduce_runs" { golden reduce_runs; }
@test "golden reduce_short_rows" { golden reduce_short_rows; }
@test "golden sum_ints" { golden sum_ints; }
@test "golden ops_act10" { golden ops_act10; }
@test "golden corpus_edge10" { golden corpus_edge10; }
@test "golden corpus_err11" { golden corpus_err11; }
@test "golden corpus_script11" { golden corpus_script11; }
@test "golden corpus_tensor12" { golden corpus_tensor12; }
@test "golden corpus_dtype11" { golden corpus_dtype11; }
@test "golden corpus_ops12" { golden corpus_ops12; }
@test "golden corpus_nnf12" { golden corpus_nnf12; }
@test "golden masked_fill_mask_dtype" { golden masked_fill_mask_dtype; }
@test "golden cumulative_inplace_dtype" { golden cumulative_inplace_dtype; }
