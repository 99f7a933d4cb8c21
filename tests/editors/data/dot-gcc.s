# gcc 12.2 -O2 -g -mavx -S dot.c (tests/editors/data/dot.c): the VS Code e2e and screenshot file.
	.file	"dot.c"
	.text
.Ltext0:
	.file 0 "/work/wt/editors/tests/editors/data" "dot.c"
	.p2align 4
	.globl	dot
	.type	dot, @function
dot:
.LVL0:
.LFB0:
	.file 1 "dot.c"
	.loc 1 2 51 view -0
	.cfi_startproc
	.loc 1 3 5 view .LVU1
	.loc 1 4 5 view .LVU2
.LBB2:
	.loc 1 4 10 view .LVU3
	.loc 1 4 24 view .LVU4
	testq	%rdx, %rdx
	jle	.L4
	.loc 1 4 15 is_stmt 0 view .LVU5
	xorl	%eax, %eax
.LBE2:
	.loc 1 3 11 view .LVU6
	vxorps	%xmm1, %xmm1, %xmm1
.LVL1:
	.p2align 4,,10
	.p2align 3
.L3:
.LBB3:
	.loc 1 5 9 is_stmt 1 discriminator 3 view .LVU7
	.loc 1 5 19 is_stmt 0 discriminator 3 view .LVU8
	vmovss	(%rdi,%rax,4), %xmm0
	vmulss	(%rsi,%rax,4), %xmm0, %xmm0
	.loc 1 4 30 discriminator 3 view .LVU9
	addq	$1, %rax
.LVL2:
	.loc 1 5 11 discriminator 3 view .LVU10
	vaddss	%xmm0, %xmm1, %xmm1
.LVL3:
	.loc 1 4 30 is_stmt 1 discriminator 3 view .LVU11
	.loc 1 4 24 discriminator 3 view .LVU12
	cmpq	%rax, %rdx
	jne	.L3
.LBE3:
	.loc 1 7 1 is_stmt 0 view .LVU13
	vmovaps	%xmm1, %xmm0
	ret
.LVL4:
	.p2align 4,,10
	.p2align 3
.L4:
	.loc 1 3 11 view .LVU14
	vxorps	%xmm1, %xmm1, %xmm1
	.loc 1 6 5 is_stmt 1 view .LVU15
	.loc 1 7 1 is_stmt 0 view .LVU16
	vmovaps	%xmm1, %xmm0
	ret
	.cfi_endproc
.LFE0:
	.size	dot, .-dot
	.p2align 4
	.globl	saxpy
	.type	saxpy, @function
saxpy:
.LVL5:
.LFB1:
	.loc 1 9 55 is_stmt 1 view -0
	.cfi_startproc
	.loc 1 10 5 view .LVU18
.LBB4:
	.loc 1 10 10 view .LVU19
	.loc 1 10 24 view .LVU20
	testq	%rdx, %rdx
	jle	.L11
	.loc 1 10 15 is_stmt 0 view .LVU21
	xorl	%eax, %eax
.LVL6:
	.p2align 4,,10
	.p2align 3
.L9:
	.loc 1 11 9 is_stmt 1 discriminator 3 view .LVU22
	.loc 1 11 18 is_stmt 0 discriminator 3 view .LVU23
	vmulss	(%rsi,%rax,4), %xmm0, %xmm1
	.loc 1 11 25 discriminator 3 view .LVU24
	vaddss	(%rdi,%rax,4), %xmm1, %xmm1
	.loc 1 11 14 discriminator 3 view .LVU25
	vmovss	%xmm1, (%rdi,%rax,4)
	.loc 1 10 30 is_stmt 1 discriminator 3 view .LVU26
	addq	$1, %rax
.LVL7:
	.loc 1 10 24 discriminator 3 view .LVU27
	cmpq	%rax, %rdx
	jne	.L9
.LVL8:
.L11:
	.loc 1 10 24 is_stmt 0 discriminator 3 view .LVU28
.LBE4:
	.loc 1 12 1 view .LVU29
	ret
	.cfi_endproc
.LFE1:
	.size	saxpy, .-saxpy
.Letext0:
	.section	.debug_info,"",@progbits
.Ldebug_info0:
	.long	0x11e
	.value	0x5
	.byte	0x1
	.byte	0x8
	.long	.Ldebug_abbrev0
	.uleb128 0x5
	.long	.LASF5
	.byte	0x1d
	.long	.LASF0
	.long	.LASF1
	.quad	.Ltext0
	.quad	.Letext0-.Ltext0
	.long	.Ldebug_line0
	.uleb128 0x6
	.long	.LASF4
	.byte	0x1
	.byte	0x9
	.byte	0x6
	.quad	.LFB1
	.quad	.LFE1-.LFB1
	.uleb128 0x1
	.byte	0x9c
	.long	0x9c
	.uleb128 0x1
	.string	"y"
	.byte	0x9
	.byte	0x13
	.long	0x9c
	.uleb128 0x1
	.byte	0x55
	.uleb128 0x1
	.string	"x"
	.byte	0x9
	.byte	0x23
	.long	0xad
	.uleb128 0x1
	.byte	0x54
	.uleb128 0x1
	.string	"a"
	.byte	0x9
	.byte	0x2c
	.long	0xa1
	.uleb128 0x1
	.byte	0x61
	.uleb128 0x1
	.string	"n"
	.byte	0x9
	.byte	0x34
	.long	0xb2
	.uleb128 0x1
	.byte	0x51
	.uleb128 0x7
	.quad	.LBB4
	.quad	.LBE4-.LBB4
	.uleb128 0x2
	.string	"i"
	.byte	0xa
	.byte	0xf
	.long	0xb2
	.long	.LLST3
	.long	.LVUS3
	.byte	0
	.byte	0
	.uleb128 0x3
	.long	0xa1
	.uleb128 0x4
	.byte	0x4
	.byte	0x4
	.long	.LASF2
	.uleb128 0x8
	.long	0xa1
	.uleb128 0x3
	.long	0xa8
	.uleb128 0x4
	.byte	0x8
	.byte	0x5
	.long	.LASF3
	.uleb128 0x9
	.string	"dot"
	.byte	0x1
	.byte	0x2
	.byte	0x7
	.long	0xa1
	.quad	.LFB0
	.quad	.LFE0-.LFB0
	.uleb128 0x1
	.byte	0x9c
	.uleb128 0x1
	.string	"a"
	.byte	0x2
	.byte	0x18
	.long	0xad
	.uleb128 0x1
	.byte	0x55
	.uleb128 0x1
	.string	"b"
	.byte	0x2
	.byte	0x28
	.long	0xad
	.uleb128 0x1
	.byte	0x54
	.uleb128 0x1
	.string	"n"
	.byte	0x2
	.byte	0x30
	.long	0xb2
	.uleb128 0x1
	.byte	0x51
	.uleb128 0x2
	.string	"s"
	.byte	0x3
	.byte	0xb
	.long	0xa1
	.long	.LLST0
	.long	.LVUS0
	.uleb128 0xa
	.long	.LLRL1
	.uleb128 0x2
	.string	"i"
	.byte	0x4
	.byte	0xf
	.long	0xb2
	.long	.LLST2
	.long	.LVUS2
	.byte	0
	.byte	0
	.byte	0
	.section	.debug_abbrev,"",@progbits
.Ldebug_abbrev0:
	.uleb128 0x1
	.uleb128 0x5
	.byte	0
	.uleb128 0x3
	.uleb128 0x8
	.uleb128 0x3a
	.uleb128 0x21
	.sleb128 1
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x49
	.uleb128 0x13
	.uleb128 0x2
	.uleb128 0x18
	.byte	0
	.byte	0
	.uleb128 0x2
	.uleb128 0x34
	.byte	0
	.uleb128 0x3
	.uleb128 0x8
	.uleb128 0x3a
	.uleb128 0x21
	.sleb128 1
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x49
	.uleb128 0x13
	.uleb128 0x2
	.uleb128 0x17
	.uleb128 0x2137
	.uleb128 0x17
	.byte	0
	.byte	0
	.uleb128 0x3
	.uleb128 0xf
	.byte	0
	.uleb128 0xb
	.uleb128 0x21
	.sleb128 8
	.uleb128 0x49
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x4
	.uleb128 0x24
	.byte	0
	.uleb128 0xb
	.uleb128 0xb
	.uleb128 0x3e
	.uleb128 0xb
	.uleb128 0x3
	.uleb128 0xe
	.byte	0
	.byte	0
	.uleb128 0x5
	.uleb128 0x11
	.byte	0x1
	.uleb128 0x25
	.uleb128 0xe
	.uleb128 0x13
	.uleb128 0xb
	.uleb128 0x3
	.uleb128 0x1f
	.uleb128 0x1b
	.uleb128 0x1f
	.uleb128 0x11
	.uleb128 0x1
	.uleb128 0x12
	.uleb128 0x7
	.uleb128 0x10
	.uleb128 0x17
	.byte	0
	.byte	0
	.uleb128 0x6
	.uleb128 0x2e
	.byte	0x1
	.uleb128 0x3f
	.uleb128 0x19
	.uleb128 0x3
	.uleb128 0xe
	.uleb128 0x3a
	.uleb128 0xb
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x27
	.uleb128 0x19
	.uleb128 0x11
	.uleb128 0x1
	.uleb128 0x12
	.uleb128 0x7
	.uleb128 0x40
	.uleb128 0x18
	.uleb128 0x7a
	.uleb128 0x19
	.uleb128 0x1
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x7
	.uleb128 0xb
	.byte	0x1
	.uleb128 0x11
	.uleb128 0x1
	.uleb128 0x12
	.uleb128 0x7
	.byte	0
	.byte	0
	.uleb128 0x8
	.uleb128 0x26
	.byte	0
	.uleb128 0x49
	.uleb128 0x13
	.byte	0
	.byte	0
	.uleb128 0x9
	.uleb128 0x2e
	.byte	0x1
	.uleb128 0x3f
	.uleb128 0x19
	.uleb128 0x3
	.uleb128 0x8
	.uleb128 0x3a
	.uleb128 0xb
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x27
	.uleb128 0x19
	.uleb128 0x49
	.uleb128 0x13
	.uleb128 0x11
	.uleb128 0x1
	.uleb128 0x12
	.uleb128 0x7
	.uleb128 0x40
	.uleb128 0x18
	.uleb128 0x7a
	.uleb128 0x19
	.byte	0
	.byte	0
	.uleb128 0xa
	.uleb128 0xb
	.byte	0x1
	.uleb128 0x55
	.uleb128 0x17
	.byte	0
	.byte	0
	.byte	0
	.section	.debug_loclists,"",@progbits
	.long	.Ldebug_loc3-.Ldebug_loc2
.Ldebug_loc2:
	.value	0x5
	.byte	0x8
	.byte	0
	.long	0
.Ldebug_loc0:
.LVUS3:
	.uleb128 .LVU20
	.uleb128 .LVU22
	.uleb128 .LVU22
	.uleb128 .LVU28
.LLST3:
	.byte	0x4
	.uleb128 .LVL5-.Ltext0
	.uleb128 .LVL6-.Ltext0
	.uleb128 0x2
	.byte	0x30
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL6-.Ltext0
	.uleb128 .LVL8-.Ltext0
	.uleb128 0x1
	.byte	0x50
	.byte	0
.LVUS0:
	.uleb128 .LVU2
	.uleb128 .LVU7
	.uleb128 .LVU7
	.uleb128 .LVU14
	.uleb128 .LVU14
	.uleb128 0
.LLST0:
	.byte	0x4
	.uleb128 .LVL0-.Ltext0
	.uleb128 .LVL1-.Ltext0
	.uleb128 0x6
	.byte	0x9e
	.uleb128 0x4
	.long	0
	.byte	0x4
	.uleb128 .LVL1-.Ltext0
	.uleb128 .LVL4-.Ltext0
	.uleb128 0x1
	.byte	0x62
	.byte	0x4
	.uleb128 .LVL4-.Ltext0
	.uleb128 .LFE0-.Ltext0
	.uleb128 0x6
	.byte	0x9e
	.uleb128 0x4
	.long	0
	.byte	0
.LVUS2:
	.uleb128 .LVU4
	.uleb128 .LVU7
	.uleb128 .LVU7
	.uleb128 .LVU10
	.uleb128 .LVU10
	.uleb128 .LVU12
	.uleb128 .LVU12
	.uleb128 .LVU14
	.uleb128 .LVU14
	.uleb128 0
.LLST2:
	.byte	0x4
	.uleb128 .LVL0-.Ltext0
	.uleb128 .LVL1-.Ltext0
	.uleb128 0x2
	.byte	0x30
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL1-.Ltext0
	.uleb128 .LVL2-.Ltext0
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL2-.Ltext0
	.uleb128 .LVL3-.Ltext0
	.uleb128 0x3
	.byte	0x70
	.sleb128 -1
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL3-.Ltext0
	.uleb128 .LVL4-.Ltext0
	.uleb128 0x1
	.byte	0x50
	.byte	0x4
	.uleb128 .LVL4-.Ltext0
	.uleb128 .LFE0-.Ltext0
	.uleb128 0x2
	.byte	0x30
	.byte	0x9f
	.byte	0
.Ldebug_loc3:
	.section	.debug_aranges,"",@progbits
	.long	0x2c
	.value	0x2
	.long	.Ldebug_info0
	.byte	0x8
	.byte	0
	.value	0
	.value	0
	.quad	.Ltext0
	.quad	.Letext0-.Ltext0
	.quad	0
	.quad	0
	.section	.debug_rnglists,"",@progbits
.Ldebug_ranges0:
	.long	.Ldebug_ranges3-.Ldebug_ranges2
.Ldebug_ranges2:
	.value	0x5
	.byte	0x8
	.byte	0
	.long	0
.LLRL1:
	.byte	0x4
	.uleb128 .LBB2-.Ltext0
	.uleb128 .LBE2-.Ltext0
	.byte	0x4
	.uleb128 .LBB3-.Ltext0
	.uleb128 .LBE3-.Ltext0
	.byte	0
.Ldebug_ranges3:
	.section	.debug_line,"",@progbits
.Ldebug_line0:
	.section	.debug_str,"MS",@progbits,1
.LASF2:
	.string	"float"
.LASF4:
	.string	"saxpy"
.LASF3:
	.string	"long int"
.LASF5:
	.string	"GNU C17 12.2.0 -mavx -mtune=generic -march=x86-64 -g -O2 -fasynchronous-unwind-tables"
	.section	.debug_line_str,"MS",@progbits,1
.LASF0:
	.string	"dot.c"
.LASF1:
	.string	"/work/wt/editors/tests/editors/data"
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
