#!/usr/bin/env bats
# hostile.bats: malformed, huge and adversarial inputs (cli.md, "Diagnostics":
# bad input of any kind gets a one-line diagnostic, never a signal).  Each input
# is made at test time by hostile/gen.py into $BATS_TEST_TMPDIR and run once:
# it must end within 10 s (60 s for a sanitized build) with status 0 or 1
# (never a signal, never the timeout), and a status of 1 must come with a
# located diagnostic `NAME.cst:L:C: error: ...` as the first line of stderr.
#
#   hostile NAME [ok=STDOUT] [err=TEXT]
# ok=  the input is valid: it must exit 0 and print exactly STDOUT;
# err= the input is wrong: it must exit 1 and stderr must contain TEXT;
# both: either outcome is acceptable (e.g. a long chain the parser may cap).
# args= options for cst, before the script (e.g. args=--max-memory=1M).
#
# HOSTILE_ULIMIT_KB caps the virtual memory of each run (default 8 GiB, so a
# runaway allocation fails instead of swamping the machine); set it to
# "unlimited" for sanitizer builds, which reserve huge address ranges.

bats_require_minimum_version 1.5.0

CST=${CST:-$BATS_TEST_DIRNAME/../build/cst}

hostile() {
    local name=$1 want_ok= want_err= has_ok=0 has_err=0 arg opts=()
    shift
    for arg in "$@"; do
        case $arg in
            ok=*) has_ok=1; want_ok=${arg#ok=} ;;
            err=*) has_err=1; want_err=${arg#err=} ;;
            args=*) read -r -a opts <<< "${arg#args=}" ;;
        esac
    done
    cd "$BATS_TEST_TMPDIR" || return 1
    python3 "$BATS_TEST_DIRNAME/hostile/gen.py" "$name" > "$name.cst"
    # A sanitized build (make asan) runs several times slower: the bound
    # on time is then a hang detector only.
    local limit=10
    [ -z "${CST_SANITIZED:-}" ] || limit=60
    run --separate-stderr bash -c 'ulimit -v "$1" && exec timeout -k 2 "$2" "${@:3}"' \
        _ "${HOSTILE_ULIMIT_KB:-8388608}" "$limit" "$CST" "${opts[@]}" "$name.cst"
    if [ -n "${CST_SANITIZED:-}" ]; then
        # ASan's note that it returned NULL for a huge allocation (make asan) is not cst's.
        stderr=$(grep -v '^==[0-9]*==WARNING: AddressSanitizer failed to allocate' <<< "$stderr")
        mapfile -t stderr_lines <<< "$stderr"
    fi
    echo "status: $status"
    echo "stdout (first 300 bytes): ${output:0:300}"
    echo "stderr (first 600 bytes): ${stderr:0:600}"
    if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
        echo "ran longer than $limit s"
        return 1
    fi
    if [ "$status" -ge 128 ]; then
        echo "killed by signal $((status - 128))"
        return 1
    fi
    [ "$status" -eq 0 ] || [ "$status" -eq 1 ]
    if [ "$status" -eq 1 ]; then
        [[ ${stderr_lines[0]} =~ ^$name\.cst:[0-9]+:[0-9]+:\ error:\  ]]
        # One mistake, one message: no cascade of errors.
        [ "$(grep -c ': error: ' <<< "$stderr")" -le 5 ]
        # The source line is shown as a window, never megabytes of it.
        [ "${#stderr}" -lt 400000 ]
        if [ $has_ok -eq 1 ] && [ $has_err -eq 0 ]; then
            echo "expected success"
            return 1
        fi
        [ $has_err -eq 0 ] || [[ $stderr == *"$want_err"* ]]
    else
        if [ $has_err -eq 1 ] && [ $has_ok -eq 0 ]; then
            echo "expected an error"
            return 1
        fi
        [ $has_ok -eq 0 ] || [ "$output" = "$want_ok" ]
    fi
}

@test "hostile: every input of gen.py has a test here" {
    local names tested
    names=$(python3 "$BATS_TEST_DIRNAME/hostile/gen.py" --list | sort)
    tested=$(sed -n 's/^@test "hostile: \([a-z0-9_]*\)".*/\1/p' "$BATS_TEST_FILENAME" | sort)
    diff <(echo "$names") <(echo "$tested")
}

@test "hostile: random_64k" { hostile random_64k; }
@test "hostile: random_100" { hostile random_100; }
@test "hostile: random_printable" { hostile random_printable; }
@test "hostile: nul_bytes" { hostile nul_bytes; }
@test "hostile: nul_in_code" { hostile nul_in_code; }
@test "hostile: nul_in_string" { hostile nul_in_string; }
@test "hostile: nul_in_comment" { hostile nul_in_comment; }
@test "hostile: invalid_utf8_string" { hostile invalid_utf8_string; }
@test "hostile: invalid_utf8_code" { hostile invalid_utf8_code; }
@test "hostile: truncated_utf8" { hostile truncated_utf8 'err='; }
@test "hostile: overlong_utf8" { hostile overlong_utf8; }
@test "hostile: utf8_bom" { hostile utf8_bom; }
@test "hostile: control_chars" { hostile control_chars; }
@test "hostile: unicode_identifier" { hostile unicode_identifier; }
@test "hostile: parens_100k" { hostile parens_100k 'err='; }
@test "hostile: brackets_100k" { hostile brackets_100k 'err='; }
@test "hostile: braces_100k" { hostile braces_100k 'err='; }
@test "hostile: closers_100k" { hostile closers_100k 'err='; }
@test "hostile: parens_balanced_100k" { hostile parens_balanced_100k 'err=too deep'; }
@test "hostile: nested_lists_10k" { hostile nested_lists_10k 'err=too deep'; }
@test "hostile: nested_blocks_10k" { hostile nested_blocks_10k 'err=too deep'; }
@test "hostile: nested_defs_5k" { hostile nested_defs_5k 'err=too deep'; }
@test "hostile: nested_fstring_braces" { hostile nested_fstring_braces 'err='; }
@test "hostile: plus_chain_100k" { hostile plus_chain_100k 'ok=100000' 'err=too deep'; }
@test "hostile: minus_chain_100k" { hostile minus_chain_100k 'ok=-99998' 'err=too deep'; }
@test "hostile: mixed_chain_100k" { hostile mixed_chain_100k 'ok=1' 'err=too deep'; }
@test "hostile: and_chain_100k" { hostile and_chain_100k 'ok=True' 'err=too deep'; }
@test "hostile: compare_eq_chain" { hostile compare_eq_chain 'err='; }
@test "hostile: unary_minus_100k" { hostile unary_minus_100k 'ok=1' 'err=too deep'; }
@test "hostile: not_100k" { hostile not_100k 'ok=True' 'err=too deep'; }
@test "hostile: tilde_100k" { hostile tilde_100k 'ok=1' 'err=too deep'; }
@test "hostile: power_chain_100k" { hostile power_chain_100k 'ok=1' 'err=too deep'; }
@test "hostile: call_chain_100k" { hostile call_chain_100k 'ok=' 'err=too deep'; }
@test "hostile: index_chain_100k" { hostile index_chain_100k 'err='; }
@test "hostile: attr_chain_100k" { hostile attr_chain_100k 'err='; }
@test "hostile: string_12mb" { hostile string_12mb 'ok=12582912'; }
@test "hostile: number_12mb" { hostile number_12mb 'err='; }
@test "hostile: float_12mb" { hostile float_12mb 'ok=1.5555555555555556'; }
@test "hostile: escapes_1m" { hostile escapes_1m 'ok=1048576'; }
@test "hostile: long_line_error" { hostile long_line_error "err=long_line_error.cst:1:5242888: error: name 'undefined_name' is not defined"; }
@test "hostile: long_comment" { hostile long_comment 'ok=1'; }
@test "hostile: long_identifier" { hostile long_identifier 'ok=1'; }
@test "hostile: long_undefined_name" { hostile long_undefined_name 'err=is not defined'; }
@test "hostile: list_literal_1m" { hostile list_literal_1m 'ok=1048576'; }
@test "hostile: huge_int_literal" { hostile huge_int_literal 'err='; }
@test "hostile: statements_200k" { hostile statements_200k 'ok=1'; }
@test "hostile: newlines_100k" { hostile newlines_100k 'ok='; }
@test "hostile: semicolons_100k" { hostile semicolons_100k; }
@test "hostile: empty" { hostile empty 'ok='; }
@test "hostile: comment_no_newline" { hostile comment_no_newline 'ok='; }
@test "hostile: unterminated_string" { hostile unterminated_string 'err='; }
@test "hostile: unterminated_string_backslash" { hostile unterminated_string_backslash 'err='; }
@test "hostile: unterminated_fstring" { hostile unterminated_fstring 'err='; }
@test "hostile: unterminated_fstring_field" { hostile unterminated_fstring_field 'err='; }
@test "hostile: lone_backslash" { hostile lone_backslash 'err='; }
@test "hostile: backslash_newline" { hostile backslash_newline; }
@test "hostile: eof_after_operator" { hostile eof_after_operator 'err='; }
@test "hostile: eof_in_def" { hostile eof_in_def 'err='; }
@test "hostile: eof_in_block" { hostile eof_in_block 'err='; }
@test "hostile: crlf" { hostile crlf "ok=crlf [1, 2]"$'\n'"a;b   1"; }
@test "hostile: cr_only" { hostile cr_only; }
@test "hostile: infinite_recursion" { hostile infinite_recursion 'err=maximum recursion depth exceeded'; }
@test "hostile: infinite_recursion_args" { hostile infinite_recursion_args 'err=maximum recursion depth exceeded'; }
@test "hostile: mutual_recursion" { hostile mutual_recursion 'err=maximum recursion depth exceeded'; }
@test "hostile: recursion_in_default" { hostile recursion_in_default 'err=maximum recursion depth exceeded'; }
@test "hostile: self_containing_list" { hostile self_containing_list; }
@test "hostile: deep_runtime_list" { hostile deep_runtime_list; }
@test "hostile: deep_runtime_list_freed" { hostile deep_runtime_list_freed 'ok=0'; }
@test "hostile: deep_runtime_list_compare" { hostile deep_runtime_list_compare; }
@test "hostile: huge_string_repeat" { hostile huge_string_repeat 'err='; }
@test "hostile: huge_list_repeat" { hostile huge_list_repeat 'err='; }
@test "hostile: huge_range_loop" { hostile huge_range_loop 'ok=11'; }
@test "hostile: huge_fstring_width" { hostile huge_fstring_width; }
@test "hostile: huge_fstring_precision" { hostile huge_fstring_precision; }

# Tensor shapes and memory (issue 10): one located line each, never a signal.
@test "hostile: tensor_9_dims" { hostile tensor_9_dims 'err=tensors have at most 8 dimensions, but got 9'; }
@test "hostile: tensor_nested_9_levels" { hostile tensor_nested_9_levels 'err=tensors have at most 8 dimensions'; }
@test "hostile: tensor_unsqueeze_9" { hostile tensor_unsqueeze_9 'err=tensors have at most 8 dimensions, but got 9'; }
@test "hostile: tensor_index_none_9" { hostile tensor_index_none_9 'err=tensors have at most 8 dimensions, but got 9'; }
@test "hostile: tensor_expand_9" { hostile tensor_expand_9 'err=tensors have at most 8 dimensions, but got 9'; }
@test "hostile: shape_bytes_overflow" { hostile shape_bytes_overflow 'err=Storage size calculation overflowed with sizes=[1099511627776, 1099511627776]'; }
@test "hostile: shape_numel_overflow" { hostile shape_numel_overflow 'err=Storage size calculation overflowed'; }
@test "hostile: shape_2_62" { hostile shape_2_62 'err=Storage size calculation overflowed with sizes=[4611686018427387904]'; }
@test "hostile: pad_circular_nothing_left" { hostile pad_circular_nothing_left 'err=wraps around the 0 elements its crop leaves more than once'; }
@test "hostile: pad_circular_twice" { hostile pad_circular_twice 'err=circular padding (-2, 3) of dimension 2 wraps around the 1 elements'; }
@test "hostile: shape_int64_max" { hostile shape_int64_max 'err='; }
@test "hostile: shape_expand_overflow" { hostile shape_expand_overflow 'err=overflowed'; }
@test "hostile: shape_eye_overflow" { hostile shape_eye_overflow 'err=overflowed'; }
@test "hostile: shape_arange_overflow" { hostile shape_arange_overflow 'err='; }
@test "hostile: shape_empty_huge_dim" { hostile shape_empty_huge_dim 'ok=torch.Size([4611686018427387904, 0]) 0'; }
@test "hostile: huge_device_alloc" { hostile huge_device_alloc 'err=CUDA out of memory: tried to allocate 4096.00 GiB'; }
@test "hostile: huge_matmul_operand" { hostile huge_matmul_operand 'err=CUDA out of memory'; }
@test "hostile: huge_cpu_alloc" { hostile huge_cpu_alloc 'err=not enough memory: you tried to allocate 4398046511104 bytes'; }
@test "hostile: max_memory_exceeded" { hostile max_memory_exceeded args=--max-memory=1M 'err=CUDA out of memory: tried to allocate 3.81 MiB (1020.00 KiB free of 1.00 MiB)'; }
@test "hostile: max_memory_reuse" { hostile max_memory_reuse args=--max-memory=1M 'ok=400384'; }
@test "hostile: max_memory_many_live" { hostile max_memory_many_live args=--max-memory=1M 'err=CUDA out of memory: tried to allocate 39.06 KiB'; }
